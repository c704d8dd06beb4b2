export const FALLBACK_IMAGE = '/images/menu/fallback.svg';

/**
 * Inline in <head> (app/layout.tsx), before any picture: an <img data-fallback> that fails to
 * load (a file the owner removed) shows the shop's fallback illustration instead of the broken
 * image icon. One capturing listener for the page, no component code. A stored photo's <img>
 * sits in a <picture> whose <source>s the browser would keep choosing: they go too, and so does
 * its blurred placeholder.
 */
export const imageFallbackScript = `document.addEventListener('error',function(e){var i=e.target,f=i&&i.getAttribute&&i.getAttribute('data-fallback');if(f&&i.getAttribute('src')!==f){var p=i.parentNode;if(p&&p.nodeName==='PICTURE')p.querySelectorAll('source').forEach(function(s){p.removeChild(s);});i.removeAttribute('srcset');i.removeAttribute('sizes');i.style.backgroundImage='none';i.src=f;}},true);`;
