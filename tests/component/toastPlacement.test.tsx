import { screen } from '@testing-library/react';
import { useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { APP_BAR_HEIGHT } from '../../src/layout/theme';
import { TOAST_CONTAINER_PROPS, TOAST_TOP_PX } from '../../src/toasts/toast';
import { makeDataProvider } from './fakes/generic';
import { findToast } from './fixtures';
import { renderAdmin } from './renderAdmin';

function NotifyButton() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('Settings updated successfully')}>
      notify
    </button>
  );
}

describe('toast placement', () => {
  it('toasts stay top-right but start below the top bar, whose right end is the profile button', async () => {
    // the phone's top bar (56 px) is lower than the desktop's: the desktop's is the one to clear
    expect(TOAST_TOP_PX).toBeGreaterThanOrEqual(APP_BAR_HEIGHT + 8);
    expect(TOAST_CONTAINER_PROPS.position).toBe('top-right');

    const { user } = renderAdmin(<NotifyButton />, { dataProvider: makeDataProvider() });
    await user.click(screen.getByRole('button', { name: 'notify' }));
    const toast = await findToast('Settings updated successfully');
    const container = toast.closest('.Toastify__toast-container') as HTMLElement;
    expect(container).toHaveClass('Toastify__toast-container--top-right');
    // inline, so it wins over react-toastify's top: 0 on screens up to 480 px wide
    expect(container.style.top).toBe(`${TOAST_TOP_PX}px`);
  });
});
