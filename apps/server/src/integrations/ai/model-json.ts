/** A whole answer in a Markdown code fence: ```json … ```, ``` … ``` or ~~~ … ~~~. */
const FENCED = /^\s*(```|~~~)[ \t]*(?:json5?|JSON)?[ \t]*\r?\n([\s\S]*?)\r?\n?[ \t]*\1\s*$/;

/**
 * The JSON of a model's or workflow's answer, bare or wrapped in a Markdown code fence (what chat
 * models often write even when asked for JSON alone); undefined when it is not JSON.
 */
export function parseModelJson(text: string): unknown {
  const inner = FENCED.exec(text)?.[2] ?? text;
  try {
    return JSON.parse(inner);
  } catch {
    return undefined;
  }
}
