import { Fragment, useMemo } from 'react';
import { type PolicyBlock, parsePolicy } from './policy-doc';
import styles from './policy.module.css';

/** One parsed block of a policy text, for the policy page and the sign-up consent dialogs. */
export function Block({ block }: { block: PolicyBlock }) {
  switch (block.type) {
    case 'h2':
      return <h2 id={block.id}>{block.text}</h2>;
    case 'h3':
      return <h3>{block.text}</h3>;
    case 'p':
      return <p>{block.text}</p>;
    case 'ol':
      return (
        <ol>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'ul':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity beyond position
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** A whole policy body, parsed and rendered in order. */
export function PolicyBody({ body }: { body: string }) {
  const blocks = useMemo(() => parsePolicy(body), [body]);
  return (
    <div className={styles.body}>
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a static document, rendered in order
        <Fragment key={i}>
          <Block block={block} />
        </Fragment>
      ))}
    </div>
  );
}
