/** Accept-Encoding negotiation for the precompressed siblings (RFC 9110 §12.5.3). */
import type { PrecompressedEncoding } from './precompressed';

/** Parsed headers by their text: clients send a handful of distinct values, each on every request. */
const parsed = new Map<string, ReadonlyMap<string, number>>();
const MAX_PARSED = 64;

/** parseAcceptEncoding, remembered for the most recent distinct headers. */
function weightsOf(header: string): ReadonlyMap<string, number> {
  let weights = parsed.get(header);
  if (weights === undefined) {
    weights = parseAcceptEncoding(header);
    // Odd values (a client varying the header) must not grow the memory without bound.
    if (parsed.size >= MAX_PARSED) parsed.clear();
    parsed.set(header, weights);
  }
  return weights;
}

/** Each coding the header names with its weight; later duplicates do not override earlier ones. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const element of header.split(',')) {
    const [rawCoding = '', ...params] = element.split(';');
    const coding = rawCoding.trim().toLowerCase();
    if (coding === '') continue;
    let weight = 1;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=', 2).map((part) => part.trim().toLowerCase());
      if (name === 'q') weight = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : Number.NaN;
    }
    // A malformed weight makes the element meaningless; skipping it is safer than guessing.
    if (Number.isNaN(weight)) continue;
    // x-gzip is gzip's old name (RFC 9110 §8.4.1.3).
    const name = coding === 'x-gzip' ? 'gzip' : coding;
    if (!weights.has(name)) weights.set(name, weight);
  }
  return weights;
}

/**
 * The precompressed encoding to send a client with this Accept-Encoding header, chosen among
 * `available` (in the server's order of preference, which breaks ties), or undefined for the plain
 * file: no header, no acceptable encoding, or the client weighs identity above every encoding.
 * `*` stands for every coding the header does not name; q=0 rules a coding out.
 */
export function negotiateEncoding(header: string | undefined, available: readonly PrecompressedEncoding[]): PrecompressedEncoding | undefined {
  // Without the header any coding is allowed, but plain is what such (old or simple) clients expect.
  if (header === undefined || available.length === 0) return undefined;
  const weights = weightsOf(header);
  const wildcard = weights.get('*');
  // Identity is always acceptable unless ruled out, but outranks an encoding only by an explicit weight.
  const identityWeight = weights.get('identity') ?? wildcard ?? 0;
  let best: PrecompressedEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? wildcard ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  // On a tie with identity, the smaller body wins.
  return best !== undefined && bestWeight >= identityWeight ? best : undefined;
}
