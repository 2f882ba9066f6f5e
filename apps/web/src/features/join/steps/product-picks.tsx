import type { joinApi, ResponseOf } from '@sidequest/shared';
import { Package } from 'lucide-react';
import { useTranslation } from '../../../lib/texts/react';
import { Avatar } from '../../../ui/avatar';
import { useTutorialProducts } from '../api';
import { PickBlock, PickCard } from './pick-block';
import styles from './tutorial-step.module.css';

type TutorialProduct = ResponseOf<typeof joinApi.tutorialProducts>['product_list'][number];

function ProductPick({
  product,
  picked,
  onToggle,
}: {
  product: TutorialProduct;
  picked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('tutorial');
  return (
    <PickCard
      label={t('products.pick_label', { name: product.PRODUCT_NAME })}
      picked={picked}
      onToggle={onToggle}
      testId="tutorial-product"
    >
      <span className={styles.personTop}>
        <Avatar nickname={product.PRODUCT_NAME} src={product.PRODUCT_IMG_URL} size={40} />
        <span className={styles.personName}>{product.PRODUCT_NAME}</span>
      </span>
      {product.PRODUCT_PITCH ? <span className={styles.projectLine}>{product.PRODUCT_PITCH}</span> : null}
    </PickCard>
  );
}

/**
 * Step 5's products: the expo's best booths, then the newest, picked into favourites like people
 * and projects. Empty only while no booth is open.
 */
export function ProductsBlock({ picked, toggle }: { picked: number[]; toggle: (no: number) => void }) {
  const query = useTutorialProducts();
  return (
    <PickBlock
      kind="products"
      icon={<Package size={26} />}
      query={query}
      items={query.data?.product_list}
      pickedCount={picked.length}
      countTestId="product-pick-count"
      skeletons={{ count: 2, height: 112 }}
      renderItem={(p) => (
        <ProductPick
          key={p.PRODUCT_NO}
          product={p}
          picked={picked.includes(p.PRODUCT_NO)}
          onToggle={() => toggle(p.PRODUCT_NO)}
        />
      )}
    />
  );
}
