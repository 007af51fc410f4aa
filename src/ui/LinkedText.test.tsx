import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './LinkedText';

describe('LinkedText', () => {
  it('renders safe links as links and everything else as text', () => {
    const { container } = render(
      <p>
        <LinkedText text='См. <a href="/instructions">инструкцию</a> и <a href="javascript:alert(1)">это</a> <script>alert(1)</script>' />
      </p>,
    );
    expect(container.querySelector('p')).toHaveTextContent('См. инструкцию и это');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('инструкцию');
    expect(links[0]).toHaveAttribute('href', '/instructions');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('script')).toBeNull();
  });
});
