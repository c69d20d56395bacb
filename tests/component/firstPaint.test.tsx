// The console's end of index.html's first paint (src/layout/firstPaint.ts): the copy goes when
// FirstPaintEnd commits, in the same frame as what the console drew.
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_ID, FirstPaintEnd } from '../../src/layout/firstPaint';

afterEach(() => document.getElementById(FIRST_PAINT_ID)?.remove());

describe('FirstPaintEnd', () => {
  it('removes the first paint when it commits, before the browser paints again', () => {
    const copy = document.createElement('div');
    copy.id = FIRST_PAINT_ID;
    document.body.prepend(copy);
    let presentWhenDrawn: boolean | undefined;
    function Screen() {
      // rendered before FirstPaintEnd: the copy is still there while the screen renders
      presentWhenDrawn = document.getElementById(FIRST_PAINT_ID) !== null;
      return <p>screen</p>;
    }
    render(
      <>
        <Screen />
        <FirstPaintEnd />
      </>,
    );
    expect(presentWhenDrawn).toBe(true);
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });

  it('does nothing when there is no first paint', () => {
    expect(() => render(<FirstPaintEnd />)).not.toThrow();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });
});
