import {
  CLIMATE_COLOURS,
  ENERGY_CLASSES,
  ENERGY_COLOURS,
  ENERGY_DARK_TEXT,
  type EnergyScale,
  energyRangeOf,
  type EnergyClass,
  formatNumber,
  propertyFactsMessages,
} from '@immopilote/contracts';
import { html, type SafeHtml } from './html';

const m = propertyFactsMessages;

const ROW = 30;
const BAR = 24;
const CURRENT = 30;
const WIDTH = 340;
const BAR_SPACE = 220;

/**
 * The regulatory label (CCH R.126-22) drawn on the server as inline SVG: the A–G scale in its
 * colours, each bar longer than the one before, the listing's class taller and outlined with its
 * value beside it. The same scale, colours and ranges as the property page (`energy-label.tsx`);
 * the figure is one image for screen readers, named by its class and value.
 */
export function energyLabel(scale: EnergyScale, cls: EnergyClass, value: number | null): SafeHtml {
  const colours = scale === 'energy' ? ENERGY_COLOURS : CLIMATE_COLOURS;
  const title = scale === 'energy' ? m.energyLabelTitle : m.climateLabelTitle;
  const unit = scale === 'energy' ? m.energyUnit : m.climateUnit;
  const valueText = value === null ? '' : formatNumber(value);
  const aria = scale === 'energy' ? m.energyLabelAria(cls, valueText) : m.climateLabelAria(cls, valueText);
  const height = ENERGY_CLASSES.length * ROW + (CURRENT - BAR) + 4;
  let y = 2;
  const bars = ENERGY_CLASSES.map((letter, i) => {
    const current = letter === cls;
    const h = current ? CURRENT : BAR;
    const width = Math.round(BAR_SPACE * (0.46 + i * 0.09));
    const ink = ENERGY_DARK_TEXT[scale].includes(letter) ? '#0f172a' : '#ffffff';
    const top = y;
    y += h + (ROW - BAR);
    const mid = top + h / 2 + 5;
    return html`<g class="${current ? 'dpe-current' : 'dpe-bar'}">
<rect x="2" y="${top}" width="${width}" height="${h}" rx="4" fill="${colours[letter]}"${current ? html` stroke="#0f172a" stroke-width="2.5"` : ''}/>
<text x="10" y="${mid}" fill="${ink}" font-size="12">${energyRangeOf(scale, letter)}</text>
<text x="${width - 8}" y="${mid + (current ? 1 : 0)}" fill="${ink}" font-size="${current ? 18 : 14}" font-weight="700" text-anchor="end">${letter}</text>
${current && valueText ? html`<text x="${width + 10}" y="${mid}" fill="#0f172a" font-size="14" font-weight="700">${valueText} <tspan font-size="11" font-weight="400" fill="#475569">${unit}</tspan></text>` : ''}
</g>`;
  });
  return html`<figure class="dpe" data-scale="${scale}" data-class="${cls}">
<figcaption class="dpe-title">${title} ${cls}</figcaption>
<svg role="img" aria-label="${aria}" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" class="dpe-scale" font-family="system-ui, sans-serif">
<title>${aria}</title>
${bars}
</svg>
</figure>`;
}
