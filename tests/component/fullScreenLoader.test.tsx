// index.html draws the loader before any script has arrived (its first paint); React then renders
// FullScreenLoader in its place. The two must look alike, or the page would change under the user.
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FullScreenLoader } from '../../src/app/FullScreenLoader';

/** Markup without the whitespace between tags (index.html is formatted, React's output is not). */
function normalised(markup: string): string {
  const box = document.createElement('div');
  box.innerHTML = markup;
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  const blank: Node[] = [];
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (!text.textContent?.trim()) blank.push(text);
  }
  for (const text of blank) text.parentNode?.removeChild(text);
  return box.innerHTML;
}

describe("index.html's loader", () => {
  it('is FullScreenLoader as React renders it', () => {
    const html = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');
    const page = new DOMParser().parseFromString(html, 'text/html');
    const inIndex = page.getElementById('root')?.innerHTML ?? '';
    const { container } = render(<FullScreenLoader />);
    expect(normalised(inIndex)).toBe(normalised(container.innerHTML));
    expect(normalised(inIndex)).toContain('role="progressbar"');
  });
});
