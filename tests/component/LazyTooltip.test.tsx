// A tooltip rendered only once wanted, beside a child that stays the same element throughout.
import { IconButton } from '@mui/material';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyTooltip } from '../../src/common/LazyTooltip';

function renderButton(onFocus = vi.fn()) {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">before</button>
      <LazyTooltip title="Edit">
        <IconButton aria-label="Edit Ada Lovelace" onFocus={onFocus}>
          ✎
        </IconButton>
      </LazyTooltip>
    </>,
  );
  return { user, button: screen.getByRole('button', { name: 'Edit Ada Lovelace' }) };
}

describe('LazyTooltip', () => {
  it('renders the bare child until wanted: no tooltip, the same name', () => {
    const { button } = renderButton();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(button.parentElement?.querySelectorAll('[hidden]')).toHaveLength(0);
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('shows the title on hover and hides it on leave, keeping the same button', async () => {
    const { user, button } = renderButton();
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
    expect(screen.getByRole('button', { name: 'Edit Ada Lovelace' })).toBe(button);
    await user.unhover(button);
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
  });

  it('closes on Escape', async () => {
    const { user, button } = renderButton();
    await user.hover(button);
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it("keeps the child's own handlers and its focus", async () => {
    const onFocus = vi.fn();
    const { user, button } = renderButton(onFocus);
    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    expect(onFocus).toHaveBeenCalledTimes(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(button).toHaveFocus();
  });
});
