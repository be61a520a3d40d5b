// Spec §7's campaign (promo) code shape (openapi PromoCode.yaml): what a code can be. The client
// keeps only such a value; the server answers anything else as an unknown code (NOT_FOUND).
export const promoCodePattern = /^[A-Za-z0-9_-]{1,32}$/;
