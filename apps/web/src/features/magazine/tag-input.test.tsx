import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../test/i18n';
import { TagInput } from './tag-input';

afterEach(cleanup);

function Harness({ start = [] as string[] }) {
  const [tags, setTags] = useState(start);
  return (
    <>
      <TagInput value={tags} onChange={setTags} />
      <output data-testid="tags">{tags.join('|')}</output>
    </>
  );
}

const tags = () => screen.getByTestId('tags').textContent;

describe('TagInput', () => {
  it('adds on Enter but not while a Hangul syllable is being composed', () => {
    render(<Harness />);
    const input = screen.getByLabelText('태그');
    fireEvent.change(input, { target: { value: '회고' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(tags()).toBe('');
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(tags()).toBe('회고');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('adds when a comma is typed and removes with × or Backspace', () => {
    render(<Harness start={['리액트']} />);
    const input = screen.getByLabelText('태그');
    fireEvent.change(input, { target: { value: '#사이드,' } });
    expect(tags()).toBe('리액트|사이드');
    fireEvent.click(screen.getByRole('button', { name: '리액트 태그 빼기' }));
    expect(tags()).toBe('사이드');
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(tags()).toBe('');
  });

  it('stops taking tags at ten', () => {
    render(<Harness start={Array.from({ length: 10 }, (_, i) => `t${i}`)} />);
    expect((screen.getByLabelText('태그') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/태그는 10개까지 달 수 있어요/)).toBeTruthy();
  });
});
