import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';

export const GOOGLE_SOON_MESSAGE =
  'Google Sign-in is coming soon! Please use email/password authentication for now.';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.8V6.5h-4a12 12 0 0 0 0 11l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.5l4 3.1c1-2.8 3.6-4.8 6.7-4.8Z"
      />
    </svg>
  );
}

/** Google sign-in is a placeholder: it only says that it is coming. */
export function GoogleButton() {
  return (
    <Button
      variant="secondary"
      className="w-full"
      onClick={() => toast({ title: 'Coming soon', description: GOOGLE_SOON_MESSAGE })}
    >
      <GoogleMark />
      Continue with Google
      <span className="rounded-full bg-sage-100 px-2 py-0.5 text-xs font-semibold text-sage-700">
        Soon
      </span>
    </Button>
  );
}
