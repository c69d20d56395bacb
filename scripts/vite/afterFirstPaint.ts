// The moment index.html's inline scripts start the page's downloads and its entry: once the first
// contentful paint has happened, not merely once a frame was begun. Lighthouse (its simulation of
// a slow phone) counts every script that finished downloading before the first paint as holding it
// back: the console's chunks, asked for in the task after the first frame, had often arrived
// before that frame reached the screen (a first frame of a phone's first paint takes a while), and
// the first paint then read 2.2-2.3 s instead of 1.7 s in about one run of five.

/**
 * ES5: calls `call` (a function expression) once, in the task after the page's first contentful
 * paint; where the browser does not report paints, in the task after the next frame; and at the
 * latest after `latestMs` (a tab in the background paints nothing until it is shown).
 */
export const afterFirstPaint = (call: string, latestMs: number) =>
  '(function(g){var d=0;function f(){if(!d){d=1;g()}}' +
  'var P=window.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){' +
  'o.disconnect();setTimeout(f)}});o.observe({type:"paint",buffered:true})}' +
  'else requestAnimationFrame(function(){setTimeout(f)});' +
  `setTimeout(f,${latestMs})})(${call});`;
