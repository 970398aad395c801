import { toast, toastStore } from './toast';

describe('the toast store', () => {
  it('notifies subscribers and keeps toasts until dismissed', () => {
    const seen: number[] = [];
    const unsubscribe = toastStore.subscribe(() => seen.push(toastStore.getSnapshot().length));
    const first = toast({ title: 'Article saved to your bookmarks!' });
    const second = toast({ title: 'Link copied to clipboard!', duration: 2000, variant: 'success' });
    expect(toastStore.getSnapshot().map((record) => record.title)).toEqual([
      'Article saved to your bookmarks!',
      'Link copied to clipboard!',
    ]);
    expect(toastStore.getSnapshot()[0]).toMatchObject({ duration: 3000, variant: 'default' });
    toastStore.dismiss(first);
    toastStore.dismiss(second);
    unsubscribe();
    toast({ title: 'unseen' });
    expect(seen).toEqual([1, 2, 1, 0]);
  });

  it('has no toasts in a server render', () => {
    expect(toastStore.getServerSnapshot()).toEqual([]);
  });
});
