import { Search } from 'lucide-react';
import { useId } from 'react';
import { inputClasses } from '@/components/ui/text-field.tsx';
import { cn } from '@/lib/cn.ts';

/** The round search box of the filter panel and of the results page, named 'Search events'. */
export function SearchInput({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  const id = useId();
  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        Search events
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className={cn(inputClasses, 'h-12 rounded-full pl-12')}
      />
    </div>
  );
}
