/** The words the notification pages' end-to-end test looks for, in both languages (the catalogs' own). */
export const NOTIFICATION_WORDS = {
  en: {
    username: 'Username', password: 'Password', signIn: 'Sign in',
    smtp: 'SMTP servers', sms: 'SMS servers', contacts: 'Contacts', ftp: 'FTP clients', receivers: 'Alarm receivers',
    newSmtp: 'New SMTP server', newSms: 'New SMS server', newContact: 'New contact', newFtp: 'New FTP client', newReceiver: 'New alarm receiver',
    name: 'Name', sender: 'Sender address', defaultServer: 'Default server', yes: 'Yes', serverAddress: 'Server address', port: 'Port',
    senderPhone: 'Sender phone number', provider: 'Provider number',
    firstName: 'First name', mail: 'Mail address', phone: 'Phone number',
    responseTime: 'Response time', receiverAddress: 'Receiver address', receiverPort: 'Receiver port',
    delete: 'Delete', cancel: 'Cancel', nothingRefers: 'Nothing refers to it.', usedBy: 'Used by',
  },
  fr: {
    username: "Nom d'utilisateur", password: 'Mot de passe', signIn: 'Se connecter',
    smtp: 'Serveurs SMTP', sms: 'Serveurs SMS', contacts: 'Contacts', ftp: 'Clients FTP', receivers: "Récepteurs d'alarme",
    newSmtp: 'Nouveau serveur SMTP', newSms: 'Nouveau serveur SMS', newContact: 'Nouveau contact', newFtp: 'Nouveau client FTP', newReceiver: "Nouveau récepteur d'alarme",
    name: 'Nom', sender: "Adresse de l'expéditeur", defaultServer: 'Serveur par défaut', yes: 'Oui', serverAddress: 'Adresse du serveur', port: 'Port',
    senderPhone: "Numéro de l'expéditeur", provider: 'Numéro du fournisseur',
    firstName: 'Prénom', mail: 'Adresse e-mail', phone: 'Numéro de téléphone',
    responseTime: 'Délai de réponse', receiverAddress: 'Adresse du récepteur', receiverPort: 'Port du récepteur',
    delete: 'Supprimer', cancel: 'Annuler', nothingRefers: "Rien n'y fait référence.", usedBy: 'Utilisé par',
  },
} as const;

export type Language = keyof typeof NOTIFICATION_WORDS;
