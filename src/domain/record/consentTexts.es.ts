import type { Translation } from '../../i18n/catalog.ts';
import type { CONSENT_TEXTS } from './consentTexts.ts';

export const CONSENT_TEXTS_ES = {
  title: 'Antes de abrir sus documentos',
  intro: (policyNumber: string) =>
    `Nos gustaría entregarle los documentos de la póliza ${policyNumber} de forma electrónica, en este sitio web. Lea cómo funciona e indíquenos si está de acuerdo.`,
  agreeHeading: 'Qué acepta',
  agreeItems: [
    'Recibir los documentos de su póliza, y los avisos sobre esta póliza, de forma electrónica en este sitio web en lugar de en papel.',
    'Revisarlos, aceptarlos y firmarlos de forma electrónica. Su firma electrónica tiene la misma validez que una firma en papel.',
    'Su consentimiento abarca solo esta póliza.',
  ],
  paperHeading: 'Puede recibirlos en papel',
  paper:
    'No está obligado a aceptar. Para recibir sus documentos en papel, sin costo, pida a su agente que le envíe la póliza en papel. Su agente se encargará de que los documentos se le envíen por correo.',
  agentIs: (name: string) => `Su agente para esta póliza es ${name}.`,
  agentPhone: 'Teléfono:',
  agentEmail: 'Correo electrónico:',
  withdrawHeading: 'Si cambia de opinión',
  withdraw:
    'Puede retirar su consentimiento en cualquier momento, sin costo, pidiendo a su agente documentos en papel. Retirarlo no anula lo que ya recibió o firmó electrónicamente. También puede pedir a su agente una copia en papel de cualquier documento que reciba aquí.',
  needsHeading: 'Qué necesita',
  needs: [
    'Un navegador web que pueda mostrar documentos PDF, como una versión actual de Chrome, Edge, Firefox o Safari.',
    'Una forma de guardar o imprimir sus documentos si desea conservar una copia.',
    'Una dirección de correo electrónico en la que su agente pueda comunicarse con usted. Para cambiarla, avise a su agente.',
  ],
  checkHeading: '¿Puede ver este documento de muestra?',
  checkIntro:
    'A continuación hay un documento de muestra de una página. Si puede leerlo, su navegador puede mostrar los documentos de su póliza.',
  sampleLabel: 'Documento de muestra',
  checkPassed: 'El documento de muestra se está mostrando: su navegador puede mostrar sus documentos.',
  checkFailed:
    'Su navegador no pudo mostrar el documento de muestra. Pruebe con otro navegador o dispositivo, o pida a su agente documentos en papel.',
  agreeLabel:
    'Acepto recibir y firmar los documentos de mi póliza de forma electrónica, y puedo leer el documento de muestra anterior.',
  agree: 'Continuar',
  decline: 'Quiero documentos en papel',
  notTicked: "Marque 'Acepto' para continuar, o elija documentos en papel.",
  checkPending: 'Espere hasta que se muestre el documento de muestra.',
  recording: 'Registrando su consentimiento…',
  declinedTitle: 'Eligió documentos en papel',
  declinedNothingChanged: 'No se le ha entregado nada de forma electrónica y su póliza no ha cambiado.',
  declinedHowToGetPaper:
    'Para recibir sus documentos en papel, comuníquese con su agente y pídale que le envíe la póliza en papel. Su agente se encargará de que los documentos se le envíen por correo.',
  declinedChangeMind: '¿Cambió de opinión? Todavía puede aceptar recibir sus documentos aquí.',
  goBack: 'Volver al consentimiento',
  agentHeading: 'Consentimiento para registros electrónicos',
  agentConsented: (name: string, date: string, time: string) => `${name}: aceptó el ${date} a las ${time}`,
  agentNotYet: (name: string) => `${name}: aún no`,
} as const satisfies Translation<typeof CONSENT_TEXTS>;
