/** A small identity provider metadata document, as IdPs export it (SAML 2.0, prefixed). */
export function idpMetadata({
  entityId = 'https://idp.acme.test/saml',
  location = 'https://idp.acme.test/saml/sso',
}: { entityId?: string | null; location?: string | null } = {}): string {
  const entity = entityId === null ? '' : ` entityID="${entityId}"`;
  const service =
    location === null
      ? ''
      : `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${location}"/>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"${entity}>
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
        <ds:X509Data><ds:X509Certificate>MIIBdemo</ds:X509Certificate></ds:X509Data>
      </ds:KeyInfo>
    </md:KeyDescriptor>
    ${service}
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

export function metadataFile(xml = idpMetadata(), name = 'idp.xml', type = 'text/xml'): File {
  return new File([xml], name, { type });
}
