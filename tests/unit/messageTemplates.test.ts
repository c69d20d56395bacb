// The emails' renderer, shared by the server and the console's preview (common/messageTemplates.ts).
import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  renderMessage,
  SAMPLE_VALUES,
  TEMPLATE_NAMES,
  TEMPLATES,
  textToHtml,
  unknownPlaceholders,
} from '../../common/messageTemplates';

describe('message templates', () => {
  it('every default uses only its own placeholders, and the preview fills them all', () => {
    for (const name of TEMPLATE_NAMES) {
      const { subject, body } = TEMPLATES[name];
      expect(unknownPlaceholders(name, subject + body), name).toEqual([]);
      const rendered = renderMessage({ subject, body }, SAMPLE_VALUES);
      expect(rendered.text, name).not.toMatch(/\{[a-z_]+\}/);
      expect(rendered.subject, name).not.toMatch(/\{[a-z_]+\}/);
    }
  });

  it('names each unknown placeholder once, in order', () => {
    expect(unknownPlaceholders('interview_invitation', '{name} {link} {date} {name}')).toEqual([
      'name',
      'date',
    ]);
    // the team invitation knows other placeholders than the interviews'
    expect(unknownPlaceholders('member_invitation', '{candidate_name} {inviter}')).toEqual([
      'candidate_name',
    ]);
  });

  it('leaves what it does not know as written, and a value is never read as a placeholder', () => {
    expect(fillPlaceholders('{a} {b}', { a: '{b}' })).toBe('{b} {b}');
  });

  it('signs a body that does not name its workspace', () => {
    const values = { workspace: 'Acme Hiring', candidate_name: 'Ada' };
    expect(renderMessage({ subject: 's', body: 'Hi {candidate_name}' }, values).text).toBe(
      'Hi Ada\n\n— Acme Hiring',
    );
    expect(renderMessage({ subject: 's', body: 'Hi from {workspace}' }, values).text).toBe(
      'Hi from Acme Hiring',
    );
  });

  it('keeps a subject on one line', () => {
    expect(
      renderMessage(
        { subject: 'Hi {candidate_name}', body: 'x' },
        { candidate_name: 'A\r\nBcc: x@y' },
      ).subject,
    ).toBe('Hi A Bcc: x@y');
  });

  it('escapes the HTML part and makes links clickable', () => {
    const html = textToHtml('Hello <b>"you"</b> & co\n\nJoin: https://x.example/m?a=1&b=2\nBye');
    expect(html).toContain('<p>Hello &lt;b&gt;&quot;you&quot;&lt;/b&gt; &amp; co</p>');
    expect(html).toContain(
      '<a href="https://x.example/m?a=1&amp;b=2">https://x.example/m?a=1&amp;b=2</a><br>Bye',
    );
    expect(html).not.toMatch(/<b>|<script/);
  });
});
