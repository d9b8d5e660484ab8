// The demo hotel's contact details, shared by the contact page and the footer.
export const CONTACT = {
  phone: '+390187555012',
  phoneLabel: '+39 0187 555 012',
  email: 'stay@casaalba.example',
  address: 'Via del Faro 12, 19030 Porto Alba, Italy',
  addressLines: ['Via del Faro 12', '19030 Porto Alba, Italy'],
} as const;
