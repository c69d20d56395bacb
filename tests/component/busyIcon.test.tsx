// The spinners of working buttons (Export CSV, the saves of settings, profile and training, a
// skill's delete, the resume import's rows): hidden from assistive technology, which reads the
// button's own name, rather than an unnamed progress bar (axe: aria-progressbar-name).
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { BusyIcon } from '../../src/common/BusyIcon';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { CandidatesToolbar } from '../../src/resources/candidates/CandidatesToolbar';
import { SettingsSaveBar } from '../../src/settings/SettingsSaveBar';

const inAdmin = (ui: ReactNode) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      {ui}
    </AdminContext>,
  );

describe('BusyIcon', () => {
  it('is a spinner of the text colour, hidden from assistive technology', () => {
    const { container } = render(<BusyIcon />);
    const spinner = container.querySelector('.MuiCircularProgress-root');
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    expect(spinner).toHaveClass('MuiCircularProgress-colorInherit');
    expect(spinner).toHaveStyle({ width: '16px', height: '16px' });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('Export CSV while exporting: a disabled button named as before, no unnamed progress bar', () => {
    const { container } = inAdmin(
      <CandidatesToolbar
        state="no_interview_doc"
        counts={{}}
        onStateChange={vi.fn()}
        search=""
        onSearch={vi.fn()}
        onExport={vi.fn()}
        exporting
        onAdd={vi.fn()}
        onImport={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(container.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('Settings: Save while saving shows the spinner, hidden', () => {
    const { container } = inAdmin(<SettingsSaveBar changed saving disabled onSave={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(container.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
