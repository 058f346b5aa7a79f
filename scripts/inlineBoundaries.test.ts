import { describe, expect, it } from 'vitest';
import { inlineCompletedBoundaries } from './inlineBoundaries';

// The shapes React's server renderer writes (react-dom 19), shortened.
const RUNTIME = '$RB=[];$RV=function(a){$RT=performance.now();a.length=0};\n$RC=function(a,b){if(b=document.getElementById(b))(a=document.getElementById(a))?$RB.push(a,b):b.parentNode.removeChild(b)};';
const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}<script>self.__next_f.push([1,"$RC(\\"not a call\\")"])</script></body></html>`;

describe('inlineCompletedBoundaries', () => {
  it('moves each out-of-order boundary into its place and drops React’s runtime and calls', () => {
    const html = page(
      '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>' +
        '<main><div data-demo-frame=""><!--$?--><template id="B:0"></template><!--/$--></div>' +
        '<div data-demo-frame=""><!--$?--><template id="B:1"></template><!--/$--></div></main>' +
        `<div hidden id="S:0"><div dir="ltr"><button>One</button></div></div><script>${RUNTIME}$RC("B:0","S:0")</script>` +
        '<div hidden id="S:1"><div dir="ltr"><div><button>Two</button></div></div></div><script>$RC("B:1","S:1")</script>',
    );
    expect(inlineCompletedBoundaries(html)).toBe(
      page('<main><div data-demo-frame=""><!--$--><div dir="ltr"><button>One</button></div><!--/$--></div><div data-demo-frame=""><!--$--><div dir="ltr"><div><button>Two</button></div></div><!--/$--></div></main>'),
    );
  });

  it('replaces a fallback, handles a boundary inside a moved one, and a segment placeholder', () => {
    const html = page(
      '<p><!--$?--><template id="B:0"></template><span>Loading</span><!--/$--></p>' +
        '<div hidden id="S:0"><b>A</b><!--$?--><template id="B:1"></template><!--/$--><template id="P:2"></template></div>' +
        `<script>${RUNTIME}$RC("B:0","S:0")</script>` +
        '<div hidden id="S:1"><i>B</i></div><script>$RC("B:1","S:1")</script>' +
        '<div hidden id="S:2"><u>C</u></div><script>$RS=function(a,b){};$RS("S:2","P:2")</script>',
    );
    expect(inlineCompletedBoundaries(html)).toBe(page('<p><!--$--><b>A</b><!--$--><i>B</i><!--/$--><u>C</u><!--/$--></p>'));
  });

  it('leaves a page without out-of-order content as it is', () => {
    const html = page('<main><!--$--><p>Done</p><!--/$--></main>');
    expect(inlineCompletedBoundaries(html)).toBe(html);
  });

  it('stops on a boundary whose server render failed, or one still pending', () => {
    expect(() => inlineCompletedBoundaries(page('<!--$?--><template id="B:0"></template><!--/$--><script>$RX("B:0","","window is not defined")</script>'))).toThrow(
      /rendered at build time.*window is not defined/,
    );
    expect(() => inlineCompletedBoundaries(page('<!--$?--><template id="B:0"></template><!--/$-->'))).toThrow(/still pending/);
  });

  it('skips markup written inside scripts and styles when it finds a segment’s end', () => {
    const html = page('<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"><style>.a>div{}</style><script type="application/json">"</div>"</script><div>x</div></div><script>$RC("B:0","S:0")</script>');
    expect(inlineCompletedBoundaries(html)).toBe(page('<!--$--><style>.a>div{}</style><script type="application/json">"</div>"</script><div>x</div><!--/$-->'));
  });
});
