import { afterEach, describe, expect, it } from 'vitest';
import { setThemeChoice, themeChoice } from '@/lib/theme';

const dark = () => document.documentElement.classList.contains('dark');

afterEach(() => setThemeChoice('system'));

describe('theme choice', () => {
  it('when Dark or Light is chosen, then <html> follows and the choice is stored under the key the head script reads', () => {
    setThemeChoice('dark');
    expect(dark()).toBe(true);
    expect(window.localStorage.getItem('newsjack.theme')).toBe('dark');
    setThemeChoice('light');
    expect(dark()).toBe(false);
    expect(window.localStorage.getItem('newsjack.theme')).toBe('light');
    expect(themeChoice()).toBe('light');
  });

  it('when System is chosen, then nothing is stored and the system decides (light where it says nothing)', () => {
    setThemeChoice('dark');
    setThemeChoice('system');
    expect(window.localStorage.getItem('newsjack.theme')).toBeNull();
    expect(dark()).toBe(false);
  });
});
