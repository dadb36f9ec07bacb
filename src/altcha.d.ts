// The ALTCHA widget's French texts ship without a declaration, and its element is typed for JSX here.
declare module 'altcha/i18n/fr-fr'

declare namespace React {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        name?: string
        challenge?: string
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit'
        language?: string
      }
    }
  }
}
