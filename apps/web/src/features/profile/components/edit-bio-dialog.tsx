import { BIO_MAX, bioSchema, SETTINGS_MESSAGES } from '@storytable/domain';
import { Pencil } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { cn } from '@/lib/cn.ts';
import { toast } from '@/lib/toast.ts';
import { useUpdateBio } from '../api/update-bio.ts';

/** Edit bio: a textarea with a live count, at most 500 characters. */
export function EditBioDialog({ bio }: { bio: string | null }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(bio ?? '');
  const [error, setError] = useState<string | undefined>();
  const countId = useId();
  const mutation = useUpdateBio();
  const tooLong = text.length > BIO_MAX;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setText(bio ?? '');
      setError(undefined);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = bioSchema.safeParse({ bio: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? SETTINGS_MESSAGES.BIO_TOO_LONG);
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: SETTINGS_MESSAGES.BIO_UPDATED });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Pencil aria-hidden="true" className="size-4" />
          Edit bio
        </Button>
      </DialogTrigger>
      <DialogContent title="Edit bio" description="Tell guests and hosts a little about yourself.">
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-2">
          <TextAreaField
            label="Bio"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
            error={error}
            aria-describedby={countId}
          />
          <p
            id={countId}
            aria-live="polite"
            className={cn('text-right text-sm', tooLong ? 'text-danger' : 'text-muted')}
          >
            {text.length}/{BIO_MAX}
          </p>
          <div className="flex flex-col-reverse gap-3 pt-4 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Save bio'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
