/**
 * Puts the content of every Suspense boundary back in its place in the exported HTML.
 *
 * React's server renderer sends a boundary that finished after its parent was written (or that is
 * larger than its 12.8 KB chunk size) out of order: a placeholder in place
 * (`<!--$?--><template id="B:1"></template>…<!--/$-->`), the content at the end of the body in
 * `<div hidden id="S:1">`, and an inline script (`$RC("B:1","S:1")`) that moves it in once it has
 * arrived. That is right for a stream; in a static file it hides the content until a script runs, so
 * with JavaScript off (or before the script) a server-rendered demo is not there. The build knows
 * the whole document, so it does the move itself, as React would have written a boundary that was
 * complete in time: `<!--$-->content<!--/$-->`, which hydrates the same way. React's inline
 * runtime and its calls go with the placeholders. A boundary whose server render failed
 * (`$RX`, React's client-render instruction) stops the build with the message React recorded.
 */

/** Raw text (comments, scripts, styles) is skipped whole, so markup written inside it is never taken for tags. */
const TOKEN = /<!--[\s\S]*?-->|<script\b[^>]*>[\s\S]*?<\/script\s*>|<style\b[^>]*>[\s\S]*?<\/style\s*>|<\/?div\b[^>]*>/gi;

/** The end (index after `</div>`) of the div whose start tag ends at `from`. */
function endOfDiv(html: string, from: number): number {
  TOKEN.lastIndex = from;
  let depth = 1;
  for (let match = TOKEN.exec(html); match !== null; match = TOKEN.exec(html)) {
    const token = match[0].toLowerCase();
    if (token.startsWith('<div')) depth++;
    else if (token.startsWith('</div')) depth--;
    if (depth === 0) return match.index + match[0].length;
  }
  throw new Error('inlineCompletedBoundaries: a hidden segment <div> is never closed');
}

const BOUNDARY_MARKER = /<!--(\$|\$\?|\$!|\$~|&|\/\$|\/&)-->/g;

/** The index of the `<!--/$-->` that closes the boundary whose content starts at `from`. */
function endOfBoundary(html: string, from: number): number {
  BOUNDARY_MARKER.lastIndex = from;
  let depth = 0;
  for (let match = BOUNDARY_MARKER.exec(html); match !== null; match = BOUNDARY_MARKER.exec(html)) {
    const data = match[1];
    if (data === '/$' || data === '/&') {
      if (depth === 0) return match.index;
      depth--;
    } else depth++;
  }
  throw new Error('inlineCompletedBoundaries: a pending Suspense boundary is never closed');
}

type Instruction = { kind: 'boundary'; boundary: string; segment: string } | { kind: 'segment'; segment: string; placeholder: string };

const SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const CALL = /\$R([CSX])\(((?:"(?:[^"\\]|\\.)*"|[^)])*)\)/g;
/** The scripts React's renderer writes for out-of-order content: its runtime's definitions, its timing, or its calls. */
const RUNTIME_SCRIPT = /^(?:\$R[A-Z]=|\$R[CSX]\(|requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\))/;

/** `html` with every out-of-order boundary and segment in its place; unchanged when there is none. */
export function inlineCompletedBoundaries(html: string): string {
  if (!html.includes('<div hidden id="S:') && !/<template id="[BP]:/.test(html)) return html;
  const instructions: Instruction[] = [];
  let result = html.replace(SCRIPT, (script: string, body: string) => {
    if (!RUNTIME_SCRIPT.test(body)) return script;
    for (const call of body.matchAll(CALL)) {
      const args = [...(call[2] ?? '').matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((arg) => arg[1] ?? '');
      if (call[1] === 'X') throw new Error(`A component threw while the page was rendered at build time (React moved its boundary to the browser): ${args.slice(1).filter(Boolean).join(' — ') || 'no message'}`);
      if (call[1] === 'C') instructions.push({ kind: 'boundary', boundary: args[0] ?? '', segment: args[1] ?? '' });
      else instructions.push({ kind: 'segment', segment: args[0] ?? '', placeholder: args[1] ?? '' });
    }
    return '';
  });
  // The segments, taken out of the body.
  const segments = new Map<string, string>();
  for (let start = result.indexOf('<div hidden id="S:'); start !== -1; start = result.indexOf('<div hidden id="S:')) {
    const openEnd = result.indexOf('>', start) + 1;
    const id = /id="([^"]+)"/.exec(result.slice(start, openEnd))?.[1] ?? '';
    const end = endOfDiv(result, openEnd);
    segments.set(id, result.slice(openEnd, end - '</div>'.length));
    result = result.slice(0, start) + result.slice(end);
  }
  for (const instruction of instructions) {
    const content = segments.get(instruction.segment);
    if (content === undefined) throw new Error(`inlineCompletedBoundaries: no segment ${instruction.segment} for ${instruction.kind === 'boundary' ? instruction.boundary : instruction.placeholder}`);
    segments.delete(instruction.segment);
    if (instruction.kind === 'segment') {
      const placeholder = `<template id="${instruction.placeholder}"></template>`;
      const at = result.indexOf(placeholder);
      if (at === -1) throw new Error(`inlineCompletedBoundaries: no placeholder ${instruction.placeholder}`);
      result = result.slice(0, at) + content + result.slice(at + placeholder.length);
      continue;
    }
    const pending = `<!--$?--><template id="${instruction.boundary}"></template>`;
    const at = result.indexOf(pending);
    if (at === -1) throw new Error(`inlineCompletedBoundaries: no pending boundary ${instruction.boundary}`);
    // The fallback (between the template and the boundary's end) gives way to the content.
    const end = endOfBoundary(result, at + pending.length);
    result = `${result.slice(0, at)}<!--$-->${content}${result.slice(end)}`;
  }
  if (segments.size > 0) throw new Error(`inlineCompletedBoundaries: segments ${[...segments.keys()].join(', ')} have no instruction`);
  if (/<template id="[BP]:/.test(result)) throw new Error('inlineCompletedBoundaries: a Suspense boundary was still pending when the page was exported');
  return result;
}
