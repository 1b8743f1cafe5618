import { createFileRoute } from '@tanstack/react-router';
import { MyReviewsPage } from '../../../features/ethics/review/components/my-reviews-page';

export const Route = createFileRoute('/staff/(ethics)/ethics-reviews')({
  staticData: { staffPage: 'EthicsReviews' },
  component: MyReviewsPage,
});
