// Server-side syntax highlighting with refractor (Prism's grammars, the ones Elementor Pro's
// widget loads in the browser, so token classes match its themes). Chosen over lowlight
// (highlight.js; faster, other class names) and shiki (~20x slower per block, 18 MB installed);
// refractor is 2.9 MB installed and ~0.3 ms for a 20-line block, and none of it reaches the browser.
// The result is cut into lines: a token spanning lines (a comment) is split at each line break.
import { refractor } from 'refractor';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';

refractor.register(jsx);
refractor.register(tsx);

/** A run of text and the token classes it carries ('' for plain text). */
export interface Piece {
  text: string;
  className: string;
}

interface HastNode {
  type: string;
  value?: string;
  properties?: { className?: unknown };
  children?: HastNode[];
}

// Text takes its nearest token's classes only: in Prism's nested markup the inner token's colour
// wins (the `<` punctuation inside a tag), and flat pieces must keep that.
function collect(node: HastNode, className: string, out: Piece[]): void {
  if (node.type === 'text') {
    out.push({ text: node.value ?? '', className });
    return;
  }
  const own = Array.isArray(node.properties?.className) ? node.properties.className.map(String).join(' ') : '';
  for (const child of node.children ?? []) collect(child, own || className, out);
}

/** Lines of highlighted pieces; plain text for a language refractor does not know. */
export function highlightLines(code: string, language: string): Piece[][] {
  const pieces: Piece[] = [];
  if (language && refractor.registered(language)) collect(refractor.highlight(code, language) as HastNode, '', pieces);
  else pieces.push({ text: code, className: '' });
  const lines: Piece[][] = [[]];
  for (const piece of pieces) {
    piece.text.split('\n').forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part) lines[lines.length - 1].push({ text: part, className: piece.className });
    });
  }
  return lines;
}

/** Elementor's `highlight_lines` ("1, 3-6"): the set of line numbers, at most `count`. */
export function parseLineRanges(spec: string, count: number): Set<number> {
  const lines = new Set<number>();
  for (const part of spec.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!m) continue;
    const from = Number(m[1]);
    const to = Math.min(count, m[2] ? Number(m[2]) : from);
    for (let n = Math.max(1, from); n <= to; n++) lines.add(n);
  }
  return lines;
}
