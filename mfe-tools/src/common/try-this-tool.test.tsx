import { render, screen } from '@testing-library/react';
import { TryThisTool } from './try-this-tool';

describe('Try This Tool', () => {
  it('links through /go/ with the page kind, marked sponsored only for a tool with an affiliate URL', () => {
    render(
      <>
        <TryThisTool
          tool={{ id: 'paid-tool', name: 'Paid Tool', affiliateUrl: 'https://partner.example/paid?ref=toolverse' }}
          from="tool"
          className=""
        />
        <TryThisTool tool={{ id: 'plain-tool', name: 'Plain Tool' }} from="directory" className="" />
      </>,
    );
    const paid = screen.getByRole('link', { name: /Paid Tool/ });
    expect(paid).toHaveAttribute('href', '/go/paid-tool?from=tool');
    expect(paid).toHaveAttribute('rel', 'sponsored nofollow noopener noreferrer');
    expect(paid).toHaveAttribute('target', '_blank');
    const plain = screen.getByRole('link', { name: /Plain Tool/ });
    expect(plain).toHaveAttribute('href', '/go/plain-tool?from=directory');
    expect(plain).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  });
});
