import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RowCheckboxLabels } from '../../src/common/RowCheckboxLabels';

/** What react-admin's SelectRowCheckbox renders: MUI's span carries the label, not the input. */
function RaRowCheckbox({ label }: { label: string }) {
  return (
    <span className="select-item" aria-label={label}>
      <input type="checkbox" />
    </span>
  );
}

function Rows() {
  const [rows, setRows] = useState(['Select this row']);
  return (
    <RowCheckboxLabels>
      {rows.map((label, i) => (
        <RaRowCheckbox key={i} label={label} />
      ))}
      <button type="button" onClick={() => setRows((r) => [...r, 'Select this row'])}>
        more
      </button>
    </RowCheckboxLabels>
  );
}

describe('RowCheckboxLabels', () => {
  it("names react-admin's row checkboxes on their input, also rows added later", async () => {
    const { container } = render(<Rows />);
    expect(screen.getByRole('checkbox', { name: 'Select this row' })).toBeInTheDocument();
    expect(container.querySelector('span[aria-label]')).toBeNull();

    screen.getByRole('button', { name: 'more' }).click();
    await waitFor(() =>
      expect(screen.getAllByRole('checkbox', { name: 'Select this row' })).toHaveLength(2),
    );
    expect(container.querySelector('span[aria-label]')).toBeNull();
  });
});
