import {
  type ContractType,
  FRENCH_AMOUNT_PATTERN,
  FRENCH_DATE_PATTERN,
  foldAccents as fold,
  formatDate,
  formatEuros as euros,
  formatShortDate,
  parseFrenchAmount,
  parseFrenchDate,
  type ScoringDocumentKind,
  type ScoringFact,
  type ScoringFacts,
  scoringMessages,
} from '@immopilote/contracts';

/**
 * Structured facts read from the already extracted text of a client document: tax notices,
 * payslips and employment attestations, recognised by their own wording. Only what the score may
 * weigh is read (income, contract, employer, start date); the names, addresses, family situation
 * and number of parts these documents also print are never picked up.
 */
export interface ExtractedFacts {
  kind: ScoringDocumentKind | null;
  /** Tax notice: revenu fiscal de référence (€ per year) and the year of the income. */
  referenceIncome?: number;
  incomeYear?: number;
  /** Payslip: net à payer avant impôt sur le revenu (€), and the month paid (YYYY-MM). */
  netPay?: number;
  payPeriod?: string;
  employer?: string;
  contractType?: ContractType;
  /** YYYY-MM-DD */
  startDate?: string;
}

/** Unicode letters of PDF text come decomposed or with odd spaces: fold them once. */
function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/[’`]/g, "'")
    .replace(/\r\n?/g, '\n');
}

const AMOUNT = FRENCH_AMOUNT_PATTERN;
const DATE = FRENCH_DATE_PATTERN;

export function detectKind(text: string): ScoringDocumentKind | null {
  const t = fold(normalise(text));
  if (/avis d'impot|revenu fiscal de reference/.test(t)) return 'tax_notice';
  if (/bulletin de (paie|salaire)|net a payer/.test(t)) return 'payslip';
  if (/attestation (employeur|de travail|d'emploi)|atteste que .{0,200}(employe|salarie|exerce)/s.test(t))
    return 'employment_attestation';
  if (/visale/.test(t) && /visa/.test(t)) return 'visale';
  if (/carte nationale d'identite|passeport|titre de sejour|permis de conduire/.test(t)) return 'identity';
  if (
    /quittance de loyer|justificatif de domicile|attestation d'(assurance habitation|hebergement)|facture d'(electricite|eau|gaz)|taxe fonciere/.test(
      t,
    )
  )
    return 'address';
  return null;
}

/** CDI, CDD, intérim… as payslips (« Contrat : CDI ») and attestations (« en contrat à durée indéterminée ») say it. */
export function detectContract(text: string): ContractType | undefined {
  const t = fold(normalise(text)).replace(/\s+/g, ' ');
  if (/duree indeterminee|\bcdi\b/.test(t)) return 'cdi';
  if (/duree determinee|\bcdd\b/.test(t)) return 'cdd';
  if (/interim|travail temporaire|contrat de mission/.test(t)) return 'interim';
  if (/fonctionnaire|titulaire de la fonction publique|agent titulaire/.test(t)) return 'fonctionnaire';
  if (/contrat d'apprentissage|contrat de professionnalisation|alternance/.test(t)) return 'etudiant';
  return undefined;
}

function firstMatch(text: string, patterns: readonly RegExp[]): RegExpExecArray | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match;
  }
  return null;
}

const cleanName = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s:,-]+|[\s:,.-]+$/g, '')
    .trim();

function taxNotice(text: string): ExtractedFacts {
  const facts: ExtractedFacts = { kind: 'tax_notice' };
  const rfr = new RegExp(`revenu fiscal de r[ée]f[ée]rence[^\\d\\n]{0,40}${AMOUNT}`, 'i').exec(text);
  const amount = rfr ? parseFrenchAmount(rfr[1]!) : null;
  if (amount !== null) facts.referenceIncome = amount;
  const year = /revenus?\s+(?:de\s+l'ann[ée]e\s+)?(20\d{2})/i.exec(text);
  if (year) facts.incomeYear = Number(year[1]);
  return facts;
}

function payslip(text: string): ExtractedFacts {
  const facts: ExtractedFacts = { kind: 'payslip' };
  const net = firstMatch(text, [
    new RegExp(`net [àa] payer avant imp[ôo]t(?: sur le revenu)?[^\\d\\n]{0,20}${AMOUNT}`, 'i'),
    new RegExp(`net [àa] payer[^\\d\\n]{0,20}${AMOUNT}`, 'i'),
  ]);
  const amount = net ? parseFrenchAmount(net[1]!) : null;
  if (amount !== null) facts.netPay = amount;
  const period = new RegExp(`p[ée]riode(?: du)?\\s*:?\\s*${DATE}`, 'i').exec(text);
  const periodStart = period ? parseFrenchDate(period[1]!) : null;
  if (periodStart) facts.payPeriod = periodStart.slice(0, 7);
  const employer = /^(?:employeur|raison sociale|soci[ée]t[ée])\s*:?\s*(.+)$/im.exec(text);
  if (employer) facts.employer = cleanName(employer[1]!);
  const start = new RegExp(
    `(?:date d'entr[ée]e|entr[ée]e le|anciennet[ée] depuis le)\\s*:?\\s*${DATE}`,
    'i',
  ).exec(text);
  const startDate = start ? parseFrenchDate(start[1]!) : null;
  if (startDate) facts.startDate = startDate;
  const contractLine = /^(?:nature du contrat|type de contrat|contrat)\s*:?\s*(.+)$/im.exec(text);
  const contract = detectContract(contractLine ? contractLine[1]! : '');
  if (contract) facts.contractType = contract;
  return facts;
}

function attestation(text: string): ExtractedFacts {
  const facts: ExtractedFacts = { kind: 'employment_attestation' };
  const employer = firstMatch(text, [
    /^(?:employeur|raison sociale)\s*:?\s*(.+)$/im,
    /(?:de la soci[ée]t[ée]|de l'entreprise|de l'association|au sein de la soci[ée]t[ée])\s+([^,\n]+?)(?:,|\n|\s+atteste|\s+certifie|\.\s)/i,
  ]);
  if (employer) facts.employer = cleanName(employer[1]!);
  const start = new RegExp(
    `(?:depuis le|[àa] compter du|entr[ée]e? le|date d'entr[ée]e\\s*:?)\\s*${DATE}`,
    'i',
  ).exec(text);
  const startDate = start ? parseFrenchDate(start[1]!) : null;
  if (startDate) facts.startDate = startDate;
  const contract = detectContract(text);
  if (contract) facts.contractType = contract;
  return facts;
}

export function extractFacts(rawText: string | null): ExtractedFacts {
  if (!rawText) return { kind: null };
  const text = normalise(rawText);
  const kind = detectKind(text);
  if (kind === 'tax_notice') return taxNotice(text);
  if (kind === 'payslip') return payslip(text);
  if (kind === 'employment_attestation') return attestation(text);
  return { kind };
}

/** The facts read from a document, as the page lists them for the agent to check. */
export function describeFacts(f: ExtractedFacts): ScoringFact[] {
  const x = scoringMessages.extracted;
  const out: ScoringFact[] = [];
  if (f.referenceIncome !== undefined)
    out.push({ label: x.referenceIncome, value: euros(f.referenceIncome) });
  if (f.incomeYear !== undefined) out.push({ label: x.incomeYear, value: String(f.incomeYear) });
  if (f.netPay !== undefined) out.push({ label: x.netPay, value: euros(f.netPay) });
  if (f.payPeriod !== undefined)
    out.push({ label: x.payPeriod, value: formatDate(`${f.payPeriod}-01`, 'monthNumeric') });
  if (f.employer !== undefined) out.push({ label: x.employer, value: f.employer });
  if (f.contractType !== undefined)
    out.push({ label: x.contract, value: scoringMessages.contractTypes[f.contractType] });
  if (f.startDate !== undefined) out.push({ label: x.startDate, value: formatShortDate(f.startDate) });
  return out;
}

/**
 * The facts the page proposes from all the client's documents (oldest first): the payslips' net
 * pay on average (the three latest), else the tax notice's reference income by month; the contract,
 * start date and employer of the attestation, else of a payslip; the pieces the documents prove.
 */
export function proposeFacts(documents: readonly ExtractedFacts[]): ScoringFacts {
  const of = (kind: ScoringDocumentKind) => documents.filter((d) => d.kind === kind);
  const payslips = of('payslip')
    .filter((d) => d.netPay !== undefined)
    .sort((a, b) => (a.payPeriod ?? '').localeCompare(b.payPeriod ?? ''))
    .slice(-3);
  const notices = of('tax_notice')
    .filter((d) => d.referenceIncome !== undefined)
    .sort((a, b) => (a.incomeYear ?? 0) - (b.incomeYear ?? 0));
  const latestNotice = notices.at(-1);
  let monthlyIncome: number | null = null;
  if (payslips.length > 0) {
    monthlyIncome = Math.round(payslips.reduce((s, d) => s + d.netPay!, 0) / payslips.length);
  } else if (latestNotice) {
    monthlyIncome = Math.round(latestNotice.referenceIncome! / 12);
  }
  const work = [...of('employment_attestation'), ...of('payslip').reverse()];
  const pick = <K extends 'contractType' | 'startDate' | 'employer'>(key: K) =>
    work.find((d) => d[key] !== undefined)?.[key];
  const has = (...kinds: ScoringDocumentKind[]) =>
    documents.some((d) => d.kind !== null && kinds.includes(d.kind));
  const visale = has('visale');
  return {
    rentalPropertyId: null,
    targetRent: null,
    monthlyIncome,
    contractType: pick('contractType') ?? null,
    activityStart: pick('startDate') ?? null,
    employer: pick('employer') ?? null,
    guarantor: visale ? 'visale' : 'none',
    guarantorMonthlyIncome: null,
    pieces: {
      identity: has('identity'),
      address: has('address'),
      activity: has('payslip', 'employment_attestation'),
      income: has('payslip', 'tax_notice'),
      guarantor: visale,
    },
  };
}
