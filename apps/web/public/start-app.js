// The start of a prerendered page (decision 037). Its HTML is already on screen, so the app's
// scripts start after the first paint, and each chunk is evaluated in a task of its own
// (react-dom's alone is longer than a frame), so no one task keeps the page from answering.
const { chunks, preload } = document.querySelector('script[data-chunks]').dataset;
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
