import { useEffect } from 'react';

const STORE_NAME = 'Graphic Tees Dubai';

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** Every page sets its own title, description and keywords (spec §2). */
export function usePageMeta({
  title,
  description,
  keywords = '',
}: {
  title: string;
  description: string;
  keywords?: string;
}) {
  useEffect(() => {
    document.title = `${title} | ${STORE_NAME}`;
    setMeta('description', description);
    setMeta('keywords', keywords);
  }, [title, description, keywords]);
}
