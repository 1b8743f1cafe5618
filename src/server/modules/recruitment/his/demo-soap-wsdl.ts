/**
 * The WSDL 1.1 (document/literal, SOAP 1.1) of the demo HIS web service: one operation,
 * QueryPatients, that pages through the patients with any of the given diagnosis codes
 * (prefixes) or words. A hospital's own service differs in names and shape; the SOAP
 * adapter's field mapping (shared/domain/recruitment/his-connection.ts) says where its
 * fields are. DEFAULT_SOAP_MAPPING is the mapping of this service.
 */
const NS = 'http://his.example.org/recruit';

export function demoHisWsdl(location: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions name="HisPatientService" targetNamespace="${NS}"
  xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
  xmlns:tns="${NS}" xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <types>
    <xsd:schema targetNamespace="${NS}" elementFormDefault="qualified">
      <xsd:element name="QueryPatientsRequest">
        <xsd:complexType><xsd:sequence>
          <xsd:element name="DiagnosisCodes" type="xsd:string" minOccurs="0"/>
          <xsd:element name="Keywords" type="xsd:string" minOccurs="0"/>
          <xsd:element name="PageNo" type="xsd:int"/>
          <xsd:element name="PageSize" type="xsd:int"/>
        </xsd:sequence></xsd:complexType>
      </xsd:element>
      <xsd:complexType name="Diagnosis"><xsd:sequence>
        <xsd:element name="Icd10" type="xsd:string" minOccurs="0"/>
        <xsd:element name="DiagName" type="xsd:string"/>
      </xsd:sequence></xsd:complexType>
      <xsd:complexType name="Lab"><xsd:sequence>
        <xsd:element name="ItemName" type="xsd:string"/>
        <xsd:element name="Result" type="xsd:decimal"/>
        <xsd:element name="ReportDate" type="xsd:date"/>
      </xsd:sequence></xsd:complexType>
      <xsd:complexType name="Drug"><xsd:sequence>
        <xsd:element name="DrugName" type="xsd:string"/>
      </xsd:sequence></xsd:complexType>
      <xsd:complexType name="Patient"><xsd:sequence>
        <xsd:element name="PatientNo" type="xsd:string"/>
        <xsd:element name="PatientName" type="xsd:string"/>
        <xsd:element name="Sex" type="xsd:string" minOccurs="0"/>
        <xsd:element name="Birthday" type="xsd:date" minOccurs="0"/>
        <xsd:element name="Mobile" type="xsd:string" minOccurs="0"/>
        <xsd:element name="IdCard" type="xsd:string" minOccurs="0"/>
        <xsd:element name="Diagnoses" minOccurs="0"><xsd:complexType><xsd:sequence>
          <xsd:element name="Diagnosis" type="tns:Diagnosis" minOccurs="0" maxOccurs="unbounded"/>
        </xsd:sequence></xsd:complexType></xsd:element>
        <xsd:element name="Labs" minOccurs="0"><xsd:complexType><xsd:sequence>
          <xsd:element name="Lab" type="tns:Lab" minOccurs="0" maxOccurs="unbounded"/>
        </xsd:sequence></xsd:complexType></xsd:element>
        <xsd:element name="Drugs" minOccurs="0"><xsd:complexType><xsd:sequence>
          <xsd:element name="Drug" type="tns:Drug" minOccurs="0" maxOccurs="unbounded"/>
        </xsd:sequence></xsd:complexType></xsd:element>
      </xsd:sequence></xsd:complexType>
      <xsd:element name="QueryPatientsResponse">
        <xsd:complexType><xsd:sequence>
          <xsd:element name="Total" type="xsd:int"/>
          <xsd:element name="Patients"><xsd:complexType><xsd:sequence>
            <xsd:element name="Patient" type="tns:Patient" minOccurs="0" maxOccurs="unbounded"/>
          </xsd:sequence></xsd:complexType></xsd:element>
        </xsd:sequence></xsd:complexType>
      </xsd:element>
    </xsd:schema>
  </types>
  <message name="QueryPatientsInput"><part name="parameters" element="tns:QueryPatientsRequest"/></message>
  <message name="QueryPatientsOutput"><part name="parameters" element="tns:QueryPatientsResponse"/></message>
  <portType name="HisPatientPortType">
    <operation name="QueryPatients">
      <input message="tns:QueryPatientsInput"/>
      <output message="tns:QueryPatientsOutput"/>
    </operation>
  </portType>
  <binding name="HisPatientBinding" type="tns:HisPatientPortType">
    <soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
    <operation name="QueryPatients">
      <soap:operation soapAction="${NS}/QueryPatients"/>
      <input><soap:body use="literal"/></input>
      <output><soap:body use="literal"/></output>
    </operation>
  </binding>
  <service name="HisPatientService">
    <port name="HisPatientPort" binding="tns:HisPatientBinding">
      <soap:address location="${location}"/>
    </port>
  </service>
</definitions>`;
}
