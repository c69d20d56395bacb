import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResumePage } from '../../src/resume/ResumePage';
import resume from '../../src/resume';
import { lastListParams, makeDataProvider } from './fakes/interviews';
import { candidate } from './fixtures';
import { fixedMediaQuery } from './mediaQuery';
import { renderAdmin } from './renderAdmin';

const JANE = candidate();
const SAM = candidate({
  id: 'cand-2',
  name: 'Sam Lee',
  cand_id: 'C-SAM001',
  email: 'sam@example.com',
  resume_url: '',
  skills: [],
});
const ZOE = candidate({
  id: 'cand-3',
  name: 'Zoë Adams',
  cand_id: 'C-ZOE001',
  resume_url: 'https://files.example.com/zoe.pdf?sig=1',
});

function setup(candidates = [JANE, SAM, ZOE], path = '/resume', candidateSearch = false) {
  const { provider } = makeDataProvider({ candidates }, { candidateSearch });
  const utils = renderAdmin(<ResumePage />, {
    dataProvider: provider,
    resource: resume,
    url: path,
  });
  return { provider, ...utils };
}

const SEARCH = 'Search name, email, phone or ID';
const list = () => screen.getByRole('region', { name: 'Candidates with resumes' });

describe('Resume', () => {
  it('lists every candidate, marking those without a resume, and loads no PDF yet', async () => {
    const { provider } = setup();
    await screen.findByText('Jane Doe');
    expect(lastListParams(provider, 'candidates')).toMatchObject({
      filter: { state: 'all' },
      pagination: { page: 1, perPage: 100 },
    });
    expect(within(list()).getAllByRole('button')).toHaveLength(3);
    const sam = within(list()).getByRole('button', { name: /Sam Lee/ });
    expect(within(sam).getByText('No Resume')).toBeInTheDocument();
    expect(within(list()).getByText('3 candidates')).toBeInTheDocument();
    expect(screen.getByText('Select a candidate')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('previews the selected resume inline with a link to open it in a new tab', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /Jane Doe/ }));
    const frame = await screen.findByTitle('Resume of Jane Doe');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/api/resumes/abc.pdf?expires=1&sig=x');
    const open = screen.getByRole('link', { name: /Open in new tab/ });
    expect(open).toHaveAttribute('href', '/api/resumes/abc.pdf?expires=1&sig=x');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByTestId('location')).toHaveTextContent('/resume?candidate=cand-1');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /Zoë Adams/ }));
    expect(await screen.findByTitle('Resume of Zoë Adams')).toHaveAttribute(
      'src',
      'https://files.example.com/zoe.pdf?sig=1',
    );
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it("says 'No Resume' for a candidate without one", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /Sam Lee/ }));
    expect(await screen.findByText('Sam Lee has no resume on file.')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('link', { name: /Open in new tab/ })).not.toBeInTheDocument();
  });

  it('opens the candidate named in the address', async () => {
    setup(undefined, '/resume?candidate=cand-3');
    expect(await screen.findByTitle('Resume of Zoë Adams')).toBeInTheDocument();
  });

  it('searches on the server, across every page, and counts all the matches', async () => {
    const many = Array.from({ length: 101 }, (_, i) =>
      candidate({ id: `c-${i}`, name: `Filler ${i}`, cand_id: `C-F${i}`, email: `f${i}@x.test` }),
    );
    const { user, provider } = setup([...many, ZOE], '/resume', true);
    await screen.findByText('Filler 0');
    expect(within(list()).queryByText('Zoë Adams')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: SEARCH }), 'c-zoe');
    expect(await within(list()).findByText('Zoë Adams')).toBeInTheDocument();
    expect(lastListParams(provider, 'candidates')).toMatchObject({
      filter: { state: 'all', q: 'c-zoe' },
      pagination: { page: 1, perPage: 100 },
    });
    expect(within(list()).getAllByRole('button')).toHaveLength(1);
    expect(within(list()).getByText('1 candidate')).toBeInTheDocument();
    expect(within(list()).queryByText(/cannot search/)).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: SEARCH }));
    expect(await within(list()).findByText('102 candidates')).toBeInTheDocument();
  });

  it('goes to any page from the "Go to page" field under the list, from six pages on', async () => {
    const people = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        candidate({ id: `p-${i}`, name: `Person ${i}`, cand_id: `C-P${i}`, email: `p${i}@x.test` }),
      );
    const { user, provider } = setup(people(650));
    await within(list()).findByText('Page 1 of 7');
    const field = screen.getByRole('textbox', { name: 'Go to page' });

    await user.type(field, '8{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a page from 1 to 7.');
    expect(field).toHaveValue('8');
    expect(lastListParams(provider, 'candidates').pagination).toMatchObject({ page: 1 });

    await user.clear(field);
    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await within(list()).findByText('Page 6 of 7')).toBeInTheDocument();
    expect(lastListParams(provider, 'candidates').pagination).toEqual({ page: 6, perPage: 100 });
    expect(field).toHaveValue('');
  });

  it('has no "Go to page" field with five pages, Previous and Next being enough', async () => {
    const five = Array.from({ length: 500 }, (_, i) =>
      candidate({ id: `f-${i}`, name: `Five ${i}`, cand_id: `C-V${i}`, email: `v${i}@x.test` }),
    );
    setup(five);
    await within(list()).findByText('Page 1 of 5');
    expect(screen.queryByRole('textbox', { name: 'Go to page' })).not.toBeInTheDocument();
  });

  it('on a server that cannot search, filters the loaded page by name and says so', async () => {
    const { user } = setup();
    await screen.findByText('Jane Doe');
    const search = screen.getByRole('searchbox', { name: SEARCH });
    await user.type(search, 'zoe');
    expect(await within(list()).findByText(/cannot search: names on this page only/)).toBeVisible();
    expect(within(list()).getAllByRole('button')).toHaveLength(1);
    expect(within(list()).getByText('Zoë Adams')).toBeInTheDocument();
    expect(within(list()).getByText(/^1 candidate/)).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await within(list()).findByText('No candidate matches "nobody"')).toBeInTheDocument();
  });

  describe('the preview under the list (a phone) or beside it', () => {
    const scrolled: Array<{ element: Element; options: unknown }> = [];
    /** jsdom has no scrollIntoView: each call is recorded in `scrolled`. */
    const recordScrolls = () => {
      Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
        scrolled.push({ element: this, options });
      };
    };
    /** A window narrower than md: every max-width query matches; scrolls are recorded. */
    const asPhone = () => {
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
        fixedMediaQuery(query, query.includes('max-width')),
      );
      recordScrolls();
    };
    afterEach(() => {
      vi.restoreAllMocks();
      scrolled.length = 0;
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });

    it('under the list, comes into view when chosen and leads back to the chosen candidate', async () => {
      asPhone();
      const { user } = setup();
      await user.click(await screen.findByRole('button', { name: /Zoë Adams/ }));
      const preview = await screen.findByRole('region', { name: 'Resume of Zoë Adams' });
      expect(scrolled).toEqual([
        { element: preview, options: expect.objectContaining({ block: 'start' }) },
      ]);

      await user.click(within(preview).getByRole('button', { name: 'Back to the list' }));
      const zoe = within(list()).getByRole('button', { name: /Zoë Adams/ });
      expect(zoe).toHaveFocus();
      expect(scrolled.at(-1)).toEqual({
        element: zoe,
        options: expect.objectContaining({ block: 'center' }),
      });
    });

    it('side by side, offers no way back and does not scroll', async () => {
      recordScrolls();
      const { user } = setup();
      await user.click(await screen.findByRole('button', { name: /Zoë Adams/ }));
      await screen.findByRole('region', { name: 'Resume of Zoë Adams' });
      expect(screen.queryByRole('button', { name: 'Back to the list' })).not.toBeInTheDocument();
      expect(scrolled).toEqual([]);
    });
  });

  it("shows 'No Candidates' when there is none", async () => {
    setup([]);
    expect(await screen.findByText('No Candidates')).toBeInTheDocument();
  });
});
