import { watchHeader } from './header-scroll';

describe('the page chrome', () => {
  it('turns the header translucent once the page has scrolled more than 10 px', () => {
    document.body.innerHTML = '<header data-site-header></header>';
    const header = document.querySelector('[data-site-header]')!;
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    watchHeader();
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
      frames.splice(0).forEach((frame) => frame(0));
    };
    scrollTo(10);
    expect(header.hasAttribute('data-scrolled')).toBe(false);
    scrollTo(11);
    expect(header.hasAttribute('data-scrolled')).toBe(true);
    scrollTo(0);
    expect(header.hasAttribute('data-scrolled')).toBe(false);
  });
});
