import { PASSWORD_RULES, passwordStrength } from '@storytable/domain';
import { Check, Circle } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

const tone = {
  Weak: { bar: 'bg-danger', text: 'text-danger' },
  Medium: { bar: 'bg-amber-500', text: 'text-amber-800' },
  Strong: { bar: 'bg-success', text: 'text-success' },
} as const;

/**
 * Five rules (length, upper, lower, number, special): Weak below 40%, Medium below 80%, Strong.
 * Nothing typed is not judged: an empty bar and the rules, no 'Weak' in red.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { percent, label } = passwordStrength(password);
  const typed = password.length > 0;
  const colours = tone[label];
  return (
    <div id={id} className="space-y-2">
      <div className="flex items-center gap-3">
        <div aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-line">
          {typed ? (
            <div
              className={cn('h-full rounded-full transition-all duration-300', colours.bar)}
              style={{ width: `${Math.max(percent, 4)}%` }}
            />
          ) : null}
        </div>
        <span className={cn('w-16 text-right text-xs font-semibold', colours.text)}>
          {typed ? (
            <>
              <span className="sr-only">Password strength: </span>
              {label}
            </>
          ) : null}
        </span>
      </div>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs text-muted sm:grid-cols-2">
        {PASSWORD_RULES.map((rule) => {
          const ok = rule.test(password);
          return (
            <li key={rule.label} className={cn('flex items-center gap-1.5', ok && 'text-success')}>
              {ok ? (
                <Check aria-hidden="true" className="size-3.5" />
              ) : (
                <Circle aria-hidden="true" className="size-3" />
              )}
              {rule.label}
              <span className="sr-only">{ok ? ' (met)' : ' (not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
