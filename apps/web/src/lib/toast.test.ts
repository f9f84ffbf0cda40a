import { describe, expect, it } from 'vitest';
import { dismissToast, getToasts, toast } from './toast.ts';

describe('toast', () => {
  it('keeps one toast: a new one replaces the earlier', () => {
    toast({ title: 'first' });
    const second = toast({ title: 'second', variant: 'destructive' });
    const list = getToasts();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: second.id,
      title: 'second',
      variant: 'destructive',
      open: true,
    });
  });

  it('defaults to the default variant and closes on dismiss', () => {
    const t = toast({ title: 'hello' });
    expect(getToasts()[0]?.variant).toBe('default');
    dismissToast(t.id);
    expect(getToasts()[0]?.open).toBe(false);
  });
});
