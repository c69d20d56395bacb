// Applies the worked example of docs/extending.md to a copy of the repository, so a test can prove
// the guide still produces a working resource.
//
// The guide marks what a developer writes with the fence's info string:
//   ```ts file=src/resources/departments/index.ts      a new file, written whole
//   ```diff file=src/resources.ts                        an edit of an existing file
// A diff block holds hunks separated by a line `...`; in each hunk, lines starting with a space are
// context, `-` lines are removed and `+` lines added. Each hunk's context must match exactly one
// place in the file (indentation and trailing spaces aside), or applying it fails.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface GuideBlock {
  file: string;
  kind: 'new' | 'diff';
  body: string;
}

const FENCE = /^```(\S*)[^\n]*?\bfile=(\S+)[^\n]*\n([\s\S]*?)^```\s*$/gm;

/** The blocks of the guide that write or change a file, in the guide's order. */
export function readGuideBlocks(markdown: string): GuideBlock[] {
  return [...markdown.matchAll(FENCE)].map(([, lang, file, body]) => ({
    file: file!,
    kind: lang === 'diff' ? 'diff' : 'new',
    body: body!,
  }));
}

const norm = (line: string) => line.trim();

/** Applies a diff block (see above) to `original`; throws naming the hunk that does not fit. */
export function applyDiff(original: string, diff: string, file = 'file'): string {
  let lines = original.split('\n');
  const hunks = diff
    .replace(/\n$/, '')
    .split(/^\.\.\.$/m)
    .map((h) => h.replace(/^\n|\n$/g, ''))
    .filter((h) => h.trim() !== '');
  for (const hunk of hunks) {
    const ops = hunk.split('\n').map((line) => {
      const mark = line === '' ? ' ' : line[0]!;
      if (mark !== ' ' && mark !== '+' && mark !== '-') {
        throw new Error(`${file}: a diff line must start with ' ', '+' or '-': ${line}`);
      }
      return { mark, text: line.slice(1) };
    });
    const before = ops.filter((op) => op.mark !== '+').map((op) => op.text);
    if (before.length === 0) throw new Error(`${file}: a hunk needs at least one context line`);
    const at: number[] = [];
    for (let i = 0; i + before.length <= lines.length; i++) {
      if (before.every((b, j) => norm(b) === norm(lines[i + j]!))) at.push(i);
    }
    if (at.length !== 1) {
      throw new Error(
        `${file}: the hunk's context matches ${at.length} places, not one:\n${before.join('\n')}`,
      );
    }
    const start = at[0]!;
    const replaced: string[] = [];
    let inFile = start;
    for (const op of ops) {
      if (op.mark === '+') replaced.push(op.text);
      else {
        // context lines keep the file's own text (its indentation); removed lines are skipped
        if (op.mark === ' ') replaced.push(lines[inFile]!);
        inFile++;
      }
    }
    lines = [...lines.slice(0, start), ...replaced, ...lines.slice(start + before.length)];
  }
  return lines.join('\n');
}

/** Writes or edits, in `root`, every file the guide's blocks name. Returns the files touched. */
export function applyGuide(root: string, markdown: string): string[] {
  const touched: string[] = [];
  for (const block of readGuideBlocks(markdown)) {
    const target = path.join(root, block.file);
    if (block.kind === 'new') {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, block.body);
    } else {
      writeFileSync(target, applyDiff(readFileSync(target, 'utf8'), block.body, block.file));
    }
    touched.push(block.file);
  }
  return touched;
}

/**
 * A copy of the repository's working tree (tracked and untracked files, without what .gitignore
 * leaves out) in a new temporary folder, sharing the repository's node_modules by a symlink.
 */
export function copyWorkingTree(root: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'iaa-guide-'));
  const files = execFileSync('git', ['ls-files', '-z', '-c', '-o', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    // node_modules may itself be a symlink, which .gitignore's `node_modules/` does not match
    .filter((file) => file && file !== 'node_modules' && !file.startsWith('node_modules/'));
  for (const file of files) {
    const from = path.join(root, file);
    const to = path.join(copy, file);
    mkdirSync(path.dirname(to), { recursive: true });
    try {
      copyFileSync(from, to);
    } catch (err) {
      // a file deleted from the working tree but still in the index
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}
