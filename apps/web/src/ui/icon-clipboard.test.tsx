import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../test/i18n';
import { copyToClipboard } from './clipboard';
import { Icon } from './icon';
import { useToastStore } from './toast-store';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useToastStore.setState({ toasts: [] });
});

describe('Icon by name', () => {
  it('renders a known icon', () => {
    const { container } = render(<Icon name="house" />);
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('logs a console message for a missing icon name and renders nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<Icon name="no-such-icon" />);
    expect(container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no-such-icon'));
  });
});

describe('copyToClipboard', () => {
  it('copies and shows the "클립보드 복사 완료" notice', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(copyToClipboard('https://sidequest.kr/people/메이커')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://sidequest.kr/people/메이커');
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['클립보드 복사 완료']);
  });

  it('tells the user when the copy is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    await expect(copyToClipboard('x')).resolves.toBe(false);
    expect(useToastStore.getState().toasts[0]?.tone).toBe('error');
  });
});
