// The start of a prerendered page (decision 037). Its HTML is already on screen, so the app's
// scripts start after the first paint, and each chunk is evaluated in a task of its own
// (react-dom's alone is longer than a frame), so no one task keeps the page from answering.
const { chunks, preload } = document.querySelector('script[data-chunks]').dataset;
const root = document.documentElement;
const started = () => root.dataset.app === 'ready';

// Until the app has started, a press on a button would do nothing and typed text would be reset
// when it starts: both are kept and played back once it has (links work without the app).
const pressed = [];
const typed = new Map();
const PRESSABLE =
  'button, [role="button"], input[type="checkbox"], input[type="radio"], label, summary';
function keep(event, target) {
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!pressed.includes(target)) pressed.push(target);
}
document.addEventListener(
  'click',
  (event) => {
    const target = !started() && event.target instanceof Element && event.target.closest(PRESSABLE);
    if (target) keep(event, target);
  },
  true,
);
// Enter in a form without a submit button
document.addEventListener('submit', (event) => !started() && keep(event, event.target), true);
document.addEventListener(
  'input',
  ({ target }) => {
    if (!started() && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement))
      typed.set(target, target.value);
  },
  true,
);
// typed before this script ran
for (const field of document.querySelectorAll('#root input, #root textarea')) {
  if (field.value !== field.defaultValue) typed.set(field, field.value);
}
// presses are held from here on (journeys wait for this before acting on the page)
root.dataset.app = 'starting';
function playBack() {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    // Hydration keeps the text a field shows but not in React's state, and React notes the text
    // as the field's last value. The field's own setter makes React note another value; the
    // prototype's setter then puts the text back unnoted, so the input event reaches onChange.
    field.value = value === '' ? ' ' : '';
    const proto = Object.getPrototypeOf(field);
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const target of pressed) {
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else target.click();
  }
}
new MutationObserver((_, observer) => {
  if (!started()) return;
  observer.disconnect();
  // after the effects of the commit that started the app
  setTimeout(playBack, 0);
}).observe(root, { attributes: true, attributeFilter: ['data-app'] });
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

requestAnimationFrame(async () => {
  await nextTask();
  const urls = chunks.split(' ');
  const links = document.createDocumentFragment();
  for (const href of [...urls, ...(preload ? preload.split(' ') : [])]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
  for (const url of urls) {
    await import(url);
    await nextTask();
  }
});
