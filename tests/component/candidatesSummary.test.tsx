import { screen, waitFor } from '@testing-library/react';
import { Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
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
