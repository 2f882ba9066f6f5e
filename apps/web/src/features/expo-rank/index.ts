// What other features place: the booth page's badges row and event-code bubble, the manage
// section's promotion codes, the profile's maker badges and the home page's carousel.
export { BoothBadges, MakerBadges } from './booth-badges';
export { EventCodeBubble } from './event-code-bubble';
export { PromoCodeManager } from './promo-manager';
