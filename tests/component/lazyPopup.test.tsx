// A popup that loads with its first opening (or a preload on hover/focus), never before.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPopup } from '../../src/common/lazyPopup';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider } from './fakes/generic';
import { renderAdmin } from './renderAdmin';

interface NoteProps {
  open: boolean;
  text: string;
}

function setup() {
  const Note = vi.fn(({ open, text }: NoteProps) => (
    <p data-testid="note" data-open={String(open)}>
      {text}
    </p>
  ));
  const load = vi.fn(async () => Note);
  return { Note, load, Popup: lazyPopup(load) };
}

describe('lazyPopup', () => {
  it('loads and renders nothing while it has never been opened', () => {
    const { load, Popup } = setup();
    const { container } = render(<Popup open={false} text="hi" />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads once on preload, however often asked', () => {
    const { load, Popup } = setup();
    Popup.preload();
    Popup.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the popup when opened, and keeps it mounted (closing) after', async () => {
    const { load, Popup } = setup();
    const { rerender } = render(<Popup open={false} text="hi" />);
    rerender(<Popup open text="hi" />);
    expect(await screen.findByTestId('note')).toHaveAttribute('data-open', 'true');
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Popup open={false} text="bye" />);
    expect(screen.getByTestId('note')).toHaveAttribute('data-open', 'false');
    expect(screen.getByTestId('note')).toHaveTextContent('bye');
  });

  it('tries the download again at the next opening when it failed', async () => {
    const Note = ({ text }: NoteProps) => <p>{text}</p>;
    const load = vi
      .fn<() => Promise<typeof Note>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Note);
    const Popup = lazyPopup(load);
    Popup.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    render(<Popup open text="again" />);
    expect(await screen.findByText('again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyPopup whose code cannot be downloaded', () => {
  interface FormProps {
    open: boolean;
    onClose(): void;
  }

  it('says so with Close and Retry after its retries, and opens once the code arrives', async () => {
    allowConsoleMessages(/offline|LoadError|could not be loaded|error boundary/i);
    let online = false;
    const Form = ({ open }: FormProps) => (open ? <p>the form</p> : null);
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('offline');
      return Form;
    });
    const Popup = lazyPopup(load, { retryDelays: [5, 5] });
    const onClose = vi.fn();
    const { user } = renderAdmin(<Popup open onClose={onClose} />, {
      dataProvider: makeDataProvider(),
    });

    const dialog = await screen.findByRole('dialog', { name: 'This window could not be opened' });
    expect(load).toHaveBeenCalledTimes(3);
    expect(dialog).toHaveTextContent(
      'The server could not be reached. Check your connection, then retry.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    online = true;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the form')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(4);
  });
});
