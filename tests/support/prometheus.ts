// A strict reader of Prometheus' text exposition format (0.0.4), for tests:
// every line must be a HELP or TYPE comment or a sample of a declared family,
// or parsing throws with the line.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** Family name → its TYPE. */
  types: Map<string, string>;
  samples: Sample[];
  /** Samples named `name` whose labels include `labels`. */
  find(name: string, labels?: Record<string, string>): Sample[];
  /** The value of the one sample named `name` with these labels (0 when absent). */
  value(name: string, labels?: Record<string, string>): number;
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(?:,|$)/y;
const SUFFIXES = ["_bucket", "_sum", "_count", "_total", "_created"];

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`rótulos inválidos: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\n/g, "\n").replace(/\\"/g, '"').replace(/\\\\/g, "\\");
  }
  return labels;
}

function parseValue(text: string, line: string): number {
  // Go's ParseFloat, which Prometheus uses, takes these in any case (prom-client writes "Nan").
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  const value = Number(text);
  if (Number.isNaN(value)) throw new Error(`valor inválido: ${line}`);
  return value;
}

export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    if (line.startsWith("#")) {
      const [, kind, name, rest] = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(line) ?? [];
      if (!kind || !NAME.test(name!)) throw new Error(`comentário inválido: ${line}`);
      if (kind === "TYPE") {
        if (!["counter", "gauge", "histogram", "summary", "untyped"].includes(rest ?? ""))
          throw new Error(`tipo inválido: ${line}`);
        types.set(name!, rest!);
      }
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`amostra inválida: ${line}`);
    const name = match[1]!;
    const family = types.has(name)
      ? name
      : SUFFIXES.map((s) => (name.endsWith(s) ? name.slice(0, -s.length) : "")).find((f) => types.has(f));
    if (!family) throw new Error(`amostra sem TYPE: ${line}`);
    samples.push({ name, labels: parseLabels(match[2] ?? "", line), value: parseValue(match[3]!, line) });
  }
  const find = (name: string, labels: Record<string, string> = {}) =>
    samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return {
    types,
    samples,
    find,
    value(name, labels) {
      const found = find(name, labels);
      if (found.length > 1) throw new Error(`${found.length} amostras de ${name} ${JSON.stringify(labels)}`);
      return found[0]?.value ?? 0;
    },
  };
}
