import { act, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ProfileSummaryInput } from '../../src/resources/candidates/ProfileSummaryInput';
import { sanitizeSummaryHtml } from '../../src/resources/candidates/sanitizeSummary';
import { makeProvider } from './fakes/candidates';
import { renderAdmin } from './renderAdmin';

describe('profile summary HTML', () => {
  it('keeps text, formatting and http, https, mailto and tel links', () => {
    const html =
      '<p><strong>Lead</strong> <em>engineer</em>: <a href="https://a.example">site</a>, ' +
      '<a href="mailto:a@b.c">mail</a>, <a href="tel:+441234">call</a>, <a href="http://b.example">old</a></p>';
    expect(sanitizeSummaryHtml(html)).toBe(html);
  });

  it('removes scripts, handlers, styles and other link protocols', () => {
    const clean = sanitizeSummaryHtml(
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script>' +
        '<a href="javascript:alert(1)">x</a><a href=" java\tscript:alert(1)">y</a>' +
        '<a href="data:text/html,boom">z</a><a href="/relative">r</a><img src="x" onerror="e()"></p>',
    );
    expect(clean).toBe('<p>Hi<a>x</a><a>y</a><a>z</a><a>r</a></p>');
    expect(sanitizeSummaryHtml(undefined)).toBe('');
    expect(sanitizeSummaryHtml('   ')).toBe('');
  });
});

describe('rich-text editor', () => {
  it('loads the profile summary but no link outside the allowed protocols', async () => {
    renderAdmin(
      <Form
        defaultValues={{
          profile_summary:
            '<p><a href="https://ok.example">good</a> and <a href="javascript:alert(1)">bad</a> ' +
            '<a href="ftp://files.example">ftp</a> <a href="tel:+1555">tel</a></p>',
        }}
      >
        <ProfileSummaryInput source="profile_summary" label="Profile summary" />
      </Form>,
      { dataProvider: makeProvider(), resource: 'candidates' },
    );
    await waitFor(() => expect(screen.getByText('good')).toBeInTheDocument());
    const editor = document.querySelector('.ProseMirror') as HTMLElement;
    const hrefs = [...editor.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://ok.example', 'tel:+1555']);
    expect(editor).toHaveTextContent('good and bad ftp tel');
    expect(screen.getByRole('button', { name: 'Add a link' })).toBeInTheDocument();
    // no image or colour tools in a summary
    expect(screen.queryByRole('button', { name: /image/i })).not.toBeInTheDocument();
  });
});

// the editor scrolls its selection into view after a command: jsdom has no layout for a Range
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const noRect = () => new DOMRect();
beforeAll(() => {
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= noRect;
});

/** The editor of the summary field (tiptap puts itself on its element). */
type SummaryEditor = {
  commands: { setTextSelection(range: number | { from: number; to: number }): boolean };
  getHTML(): string;
};
const summaryEditor = () =>
  (document.querySelector('.ProseMirror') as HTMLElement & { editor: SummaryEditor }).editor;
const select = (from: number, to = from) =>
  act(() => void summaryEditor().commands.setTextSelection({ from, to }));

async function renderSummary(html: string) {
  const utils = renderAdmin(
    <Form defaultValues={{ profile_summary: html }}>
      <ProfileSummaryInput
        source="profile_summary"
        label="Profile summary"
        helperText="Left empty, a summary is written from the resume."
      />
    </Form>,
    { dataProvider: makeProvider(), resource: 'candidates' },
  );
  await waitFor(() => expect(document.querySelector('.ProseMirror')).toHaveTextContent(/./));
  return utils;
}

describe('rich-text editor: Add a link', () => {
  it('links the selected text to the address typed, completed to https://', async () => {
    const { user } = await renderSummary('<p>Portfolio here</p>');
    select(1, 10);
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    const popover = screen.getByRole('dialog', { name: 'Add a link' });
    const address = within(popover).getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveFocus();
    expect(address).toHaveAccessibleDescription(
      'A web address, an email address or a phone number.',
    );
    await user.type(address, 'example.com/work');
    await user.click(within(popover).getByRole('button', { name: 'Apply' }));

    expect(screen.queryByRole('dialog', { name: 'Add a link' })).not.toBeInTheDocument();
    expect(summaryEditor().getHTML()).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/work">' +
        'Portfolio</a> here</p>',
    );
  });

  it('refuses another scheme with a message, and Enter applies without sending any form', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderSummaryIn(onSubmit, '<p>Mail me</p>');
    select(1, 8);
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(address).toHaveAccessibleDescription(
      'Enter a web address (https://…), an email address or a phone number.',
    );
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(summaryEditor().getHTML()).toBe('<p>Mail me</p>');

    await user.clear(address);
    await user.type(address, 'ada@example.com{Enter}');
    expect(summaryEditor().getHTML()).toContain('href="mailto:ada@example.com">Mail me</a>');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('inside a link it shows the address, changes it or removes the link', async () => {
    const { user } = await renderSummary('<p>See <a href="https://old.example">site</a> now</p>');
    select(7);
    const button = screen.getByRole('button', { name: 'Add a link' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button);
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveValue('https://old.example');
    await user.clear(address);
    await user.type(address, 'https://new.example');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(summaryEditor().getHTML()).toContain('href="https://new.example">site</a> now');

    select(7);
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(summaryEditor().getHTML()).toBe('<p>See site now</p>');
  });

  it('with nothing selected it inserts the address as a link; Cancel changes nothing', async () => {
    const { user } = await renderSummary('<p>Call </p>');
    select(6);
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(summaryEditor().getHTML()).toBe('<p>Call </p>');

    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link address' }), '+441234567');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(summaryEditor().getHTML()).toContain('href="tel:+441234567">+441234567</a>');
  });

  it('counts the summary near its 20,000 characters, keeping its hint', async () => {
    await renderSummary(`<p>${'a'.repeat(18_000)}</p>`);
    const hint = screen.getByText('Left empty, a summary is written from the resume.');
    expect(hint.parentElement).toHaveTextContent(/18,007\/20,000$/);
  });
});

async function renderSummaryIn(onSubmit: () => void, html: string) {
  const utils = renderAdmin(
    <Form defaultValues={{ profile_summary: html }} onSubmit={onSubmit}>
      <ProfileSummaryInput source="profile_summary" label="Profile summary" />
    </Form>,
    { dataProvider: makeProvider(), resource: 'candidates' },
  );
  await waitFor(() => expect(document.querySelector('.ProseMirror')).toHaveTextContent(/./));
  return utils;
}
