import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useDelete, useNotify, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { makeDataProvider } from './fakes/generic';
import { renderAdmin } from './renderAdmin';

function NotifyButton({
  message,
  options,
}: {
  message: string;
  options?: Parameters<ReturnType<typeof useNotify>>[1];
}) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(message, options)}>
      notify {message}
    </button>
  );
}

function DeleteButton() {
  const notify = useNotify();
  const [deleteOne] = useDelete();
  return (
    <button
      type="button"
      onClick={() =>
        deleteOne(
          'candidates',
          { id: 7, previousData: { id: 7 } },
          {
            mutationMode: 'undoable',
            onSuccess: () =>
              notify('ra.notification.deleted', {
                type: 'info',
                undoable: true,
                messageArgs: { smart_count: 1 },
              }),
          },
        )
      }
    >
      delete
    </button>
  );
}

function renderBridge(children: React.ReactNode, dataProvider: DataProvider = makeDataProvider()) {
  return renderAdmin(<>{children}</>, { dataProvider }).user;
}

const toasts = () => document.querySelectorAll('.Toastify__toast');

describe('NotificationBridge', () => {
  it("shows react-admin's notifications as toasts, translated with their arguments", async () => {
    const user = renderBridge(
      <>
        <NotifyButton
          message="app.candidates.footer"
          options={{ type: 'success', messageArgs: { pages: 3 } }}
        />
        <NotifyButton
          message="ra.notification.updated"
          options={{ type: 'error', messageArgs: { smart_count: 2 } }}
        />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'notify app.candidates.footer' }));
    const first = await screen.findByText('Showing 1 to 100 users in 3 page');
    expect(first.closest('.Toastify__toast')).toHaveClass('Toastify__toast--success');

    await user.click(screen.getByRole('button', { name: 'notify ra.notification.updated' }));
    const second = await screen.findByText('2 elements updated');
    expect(second.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
    expect(second.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-right',
    );
  });

  it('shows at most 4 toasts at once', async () => {
    const user = renderBridge(<NotifyButton message="Saved" options={{ type: 'info' }} />);
    const button = screen.getByRole('button', { name: 'notify Saved' });
    for (let i = 0; i < 5; i += 1) await user.click(button);
    await waitFor(() => expect(toasts()).toHaveLength(4));
    // the fifth waits in the queue
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toasts()).toHaveLength(4);
  });

  it('Undo cancels an undoable change', async () => {
    const deleteMock = vi.fn(() => Promise.resolve({ data: { id: 7 } }));
    const user = renderBridge(<DeleteButton />, makeDataProvider({ delete: deleteMock }));
    await user.click(screen.getByRole('button', { name: 'delete' }));
    const message = await screen.findByText('Element deleted');
    const toast = message.closest('.Toastify__toast') as HTMLElement;

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    // the toast closes (jsdom runs no CSS animations: end the exit animation by hand)
    fireEvent.animationEnd(toast);
    await waitFor(() => expect(screen.queryByText('Element deleted')).not.toBeInTheDocument());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(deleteMock).not.toHaveBeenCalled();
  });

  it('commits an undoable change when its toast closes', async () => {
    const deleteMock = vi.fn(() => Promise.resolve({ data: { id: 7 } }));
    const user = renderBridge(<DeleteButton />, makeDataProvider({ delete: deleteMock }));
    await user.click(screen.getByRole('button', { name: 'delete' }));
    const message = await screen.findByText('Element deleted');
    const toast = message.closest('.Toastify__toast') as HTMLElement;

    await user.click(screen.getByRole('button', { name: 'close' }));
    // jsdom runs no CSS animations: end the exit animation by hand
    fireEvent.animationEnd(toast);
    await waitFor(() => expect(deleteMock).toHaveBeenCalledTimes(1));
    expect(deleteMock).toHaveBeenCalledWith('candidates', expect.objectContaining({ id: 7 }));
  });
});
