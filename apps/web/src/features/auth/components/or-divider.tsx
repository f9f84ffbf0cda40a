export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs tracking-wide text-muted uppercase">
      <span className="h-px flex-1 bg-line" />
      or
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}
