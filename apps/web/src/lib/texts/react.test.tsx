import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { useTranslation } from './react';
import { type Resource, texts } from './store';

function Greeting() {
  const { t } = useTranslation(['later', 'common'], { keyPrefix: 'hello' });
  return <p>{t('name', { name: '데모' })}</p>;
}

describe('useTranslation', () => {
  it('suspends until its namespaces are in, then reads them', async () => {
    let answer: (r: Resource) => void = () => undefined;
    texts.configure({
      namespaces: ['common', 'later'],
      defaultNS: 'common',
      load: (ns) => (ns === 'later' ? new Promise((resolve) => (answer = resolve)) : Promise.resolve({})),
    });
    texts.addNamespace('common', {});
    render(
      <Suspense fallback={<p>불러오는 중</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByText('불러오는 중')).toBeTruthy();
    answer({ hello: { name: '{{name}}님, 안녕하세요' } });
    expect(await screen.findByText('데모님, 안녕하세요')).toBeTruthy();
  });
});
