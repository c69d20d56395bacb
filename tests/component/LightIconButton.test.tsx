// The row icon button: a plain <button> named by its label, with MUI's ripple mounted on a press.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LightIconButton } from '../../src/common/LightIconButton';

const ICON = { path: 'M0 0h24v24H0z' };

describe('LightIconButton', () => {
  it('is a button named by its label that clicks, with no ripple until pressed', async () => {
    const onClick = vi.fn();
    render(<LightIconButton aria-label="Edit Ada" color="primary" icon={ICON} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Edit Ada' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('MuiIconButton-root', 'MuiIconButton-colorPrimary');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(button.querySelector('.MuiTouchRipple-root')).toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.querySelector('.MuiTouchRipple-root')).not.toBeNull();
  });

  it("runs the handlers it is given beside its own (a tooltip's, a preload)", () => {
    const own = { onFocus: vi.fn(), onBlur: vi.fn(), onMouseLeave: vi.fn(), onMouseEnter: vi.fn() };
    render(<LightIconButton aria-label="Delete Ada" icon={ICON} onClick={vi.fn()} {...own} />);
    const button = screen.getByRole('button', { name: 'Delete Ada' });
    fireEvent.mouseEnter(button);
    fireEvent.mouseLeave(button);
    fireEvent.focus(button);
    fireEvent.blur(button);
    for (const handler of Object.values(own)) expect(handler).toHaveBeenCalledTimes(1);
  });
});
