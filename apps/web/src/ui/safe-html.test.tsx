import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

afterEach(cleanup);

describe('SafeHtml', () => {
  it('keeps the allowed markup and drops scripts, handlers and javascript: links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p onclick="steal()">Bali <b>5G</b><img src=x onerror="alert(1)"><script>alert(2)</script></p>' +
          '<a href="javascript:alert(3)">bad</a><a href="https://wander.example/map">Map</a>' +
          '<iframe srcdoc="x"></iframe><style>p{}</style><div>plain</div>'
        }
      />,
    );
    expect(container.innerHTML).toBe(
      '<div><p>Bali <b>5G</b></p><a target="_blank" rel="noopener noreferrer">bad</a>' +
        '<a href="https://wander.example/map" target="_blank" rel="noopener noreferrer">Map</a>' +
        '<span>plain</span></div>',
    );
  });

  it('shows nothing for an empty description', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.innerHTML).toBe('');
  });
});
