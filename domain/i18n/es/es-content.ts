/** Content pages and their blocks, in Spanish: the page's own words, never what an editor wrote. */
import type { Messages } from "../messages.ts";

export const content: Messages["content"] = {
  englishOnly: {
    notice: "Esta página solo está en inglés. {link}",
    link: "Leerla en la página en inglés",
  },
  layout: {
    jumpList: "En esta página",
    sideRail: "Reciba ayuda",
    sidebar: "Relacionado",
    inquiryTitle: "Hable con un asesor familiar",
    inquiryButton: "Pedir información",
  },
  readMore: {
    more: "LEER MÁS",
    less: "LEER MENOS",
    moreTitle: "Leer más",
    lessTitle: "Leer menos",
  },
  toc: {
    accordionTitle: "Contenido",
    jumpLabel: "Ir a",
    defaultTitle: (pageTitle) => `Contenido de ${pageTitle}`,
  },
  carousel: {
    defaultLabel: "Lo más destacado",
    slidesLabel: (label) => `${label}: diapositivas`,
    dot: (slide, slides) => `Diapositiva ${slide} de ${slides}`,
    slide: (slide, slides) => `${slide} de ${slides}`,
  },
  cta: {
    callInstead: (buttonText) => `${buttonText}: llame al {phone}`,
  },
  video: {
    watch: "Ver el video: {title}",
  },
  rollup: {
    title: (careType) => `Los mejores lugares de ${careType.toLowerCase()}`,
    titleIn: (careType, place) => `Los mejores lugares de ${careType.toLowerCase()} en ${place}`,
    hiddenPrice: "Desde $X,XXX al mes",
    startingAt: (price) => `Desde ${price} al mes`,
    noPrice: "Precio no disponible",
    reviews: (count) => (count === 1 ? "1 reseña" : `${count} reseñas`),
  },
  whoFor: {
    Myself: "Yo",
    Spouse: "Mi pareja",
    "Parent(s)": "Mi padre o mi madre",
    Other: "Otra persona",
  },
  table: "Tabla",
  featuredReview: {
    readAll: "Leer todas las reseñas",
  },
};
